import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AUTH_TEXTS } from '../../../../domain/auth-texts';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import {
  type CodeCheck,
  type CodeCheckResult,
  requestEmailValidation,
  requestPasswordReset,
  validateEmailCode,
  verifyResetCode,
} from '../api';
import { forgottenPasswordStore, validationEmailStore } from '../flow-storage';
import { useErrorList } from '../use-error-list';
import { useGo } from '../use-go';
import { useSubmit } from '../use-submit';
import { AuthCard } from './AuthCard';
import { CodeInput, emptyCode } from './CodeInput';
import { ErrorList } from './ErrorList';
import { codeEntryHref } from './RegisterEmailForm';

export type CodeFlow = 'email' | 'reset';

const GENERIC_ERROR = 'Ocurrió un error';

interface FlowSteps {
  path: string;
  title: string;
  check: (check: CodeCheck) => Promise<CodeCheckResult>;
  /** Remembers the verified token for the next screen, which it names. */
  remember: (email: string, token: string) => void;
  next: string;
  restart: string;
  rememberedEmail: () => string | undefined;
  /** Asks for a new code: the new token. */
  resend: (email: string) => Promise<string>;
}

const FLOWS: Record<CodeFlow, FlowSteps> = {
  email: {
    path: '/FormOTPInputValidateEmail',
    title: 'Verifica tu correo electrónico',
    check: validateEmailCode,
    remember: (email, validationToken) => validationEmailStore.save({ email, validationToken }),
    next: '/FormRegisterValidated',
    restart: '/RegisterPageV1',
    rememberedEmail: () => validationEmailStore.read()?.email,
    resend: async (email) => {
      const answer = await requestEmailValidation(email);
      validationEmailStore.save(answer);
      return answer.validationToken;
    },
  },
  reset: {
    path: '/FormOTPInput',
    title: 'Ingresa el código',
    check: verifyResetCode,
    remember: (email, resetToken) => forgottenPasswordStore.save({ email, resetToken }),
    next: '/FormRestorePassword',
    restart: '/FormPasswordForgotten',
    rememberedEmail: () => forgottenPasswordStore.read()?.email,
    resend: async (email) => {
      const answer = await requestPasswordReset(email);
      forgottenPasswordStore.save({ email, resetToken: answer.resetToken });
      return answer.resetToken;
    },
  },
};

export interface CodeEntryFormProps {
  flow: CodeFlow;
  token?: string;
}

/**
 * Spec sections 4 and 5, code entry: the 4 digits go to the server with the request's token
 * (DECISIONS "Security" 1); a match leads on, a mismatch shows the server's message.
 */
export function CodeEntryForm({ flow, token }: CodeEntryFormProps) {
  const steps = FLOWS[flow];
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [notice, setNotice] = useState<string>();
  const [focusSignal, setFocusSignal] = useState(1);
  const { errors, clear, showError } = useErrorList();
  const { submitting, run } = useSubmit();
  const go = useGo();
  const email = steps.rememberedEmail();

  if (!token) {
    return (
      <AuthCard title={steps.title}>
        <Alert color="tamboraRed" variant="light" role="alert">
          {AUTH_TEXTS.codeRequestMissing}
        </Alert>
        <Button component={RouterAnchor} href={steps.restart} fullWidth>
          Volver a empezar
        </Button>
      </AuthCard>
    );
  }

  const check = (code: string) =>
    run(async () => {
      clear();
      setNotice(undefined);
      try {
        const result = await steps.check({ token, code });
        steps.remember(result.email, token);
        await go(steps.next, { replace: true });
      } catch (error) {
        showError(error, GENERIC_ERROR);
        setDigits(emptyCode());
        setFocusSignal((signal) => signal + 1);
      }
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = digits.join('');
    if (code.length === digits.length) void check(code);
    else showError(undefined, 'Escribe los 4 dígitos del código.');
  };

  const resend = () =>
    run(async () => {
      if (!email) return;
      clear();
      try {
        const newToken = await steps.resend(email);
        setDigits(emptyCode());
        setNotice('Te enviamos un código nuevo.');
        await go(codeEntryHref(steps.path, newToken), { replace: true });
      } catch (error) {
        showError(error, GENERIC_ERROR);
      }
    });

  return (
    <AuthCard
      title={steps.title}
      description={
        email ? (
          <>
            Enviamos un código de 4 dígitos a <strong>{email}</strong>. Escríbelo aquí.
          </>
        ) : (
          'Escribe el código de 4 dígitos que enviamos a tu correo electrónico.'
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput
            label="Código de verificación"
            digits={digits}
            onChange={setDigits}
            onComplete={(code) => void check(code)}
            disabled={submitting}
            invalid={errors.length > 0}
            focusSignal={focusSignal}
          />
          <ErrorList errors={errors} onExpire={clear} />
          {notice && (
            <Text role="status" c="teal.9" ta="center" size="sm">
              {notice}
            </Text>
          )}
          <Button type="submit" loading={submitting} fullWidth size="md">
            Verificar código
          </Button>
          <Text ta="center" size="sm">
            ¿No te llegó?{' '}
            {email ? (
              <Anchor component="button" type="button" fw={700} onClick={() => void resend()}>
                Reenviar código
              </Anchor>
            ) : (
              <Anchor component={RouterAnchor} href={steps.restart} fw={700}>
                Pedir un código nuevo
              </Anchor>
            )}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
