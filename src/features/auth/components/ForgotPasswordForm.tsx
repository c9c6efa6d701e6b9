import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AUTH_TEXTS } from '../../../../domain/auth-texts';
import { RouterAnchor } from '../../../layout/RouterAnchor';
import { requestPasswordReset } from '../api';
import { forgottenPasswordStore } from '../flow-storage';
import { useDelayedGo } from '../use-delayed-go';
import { useErrorList } from '../use-error-list';
import { useSubmit } from '../use-submit';
import { emailError, focusFirstInvalid } from '../validation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';
import { codeEntryHref } from './RegisterEmailForm';

/** Spec section 8: the reset request's last fallback. */
export const RESET_REQUEST_FALLBACK = 'Ocurrió un error';

/**
 * Spec section 4, password reset step one: the email gets a code; the same generic message
 * whatever the email (DECISIONS "Security" 2), then after 2 s the code entry.
 */
export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(() => forgottenPasswordStore.read()?.email ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string>();
  const { errors, clear, showError } = useErrorList();
  const { submitting, run } = useSubmit();
  const { scheduled, goLater } = useDelayedGo();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (scheduled) return;
    const found = emailError(email);
    flushSync(() => {
      setTried(true);
      setFieldError(found);
    });
    if (found) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(async () => {
      clear();
      try {
        const answer = await requestPasswordReset(email.trim());
        forgottenPasswordStore.save({ email: answer.email, resetToken: answer.resetToken });
        setMessage(answer.message || AUTH_TEXTS.resetGeneric);
        goLater(codeEntryHref('/FormOTPInput', answer.resetToken));
      } catch (error) {
        showError(error, RESET_REQUEST_FALLBACK);
      }
    });
  };

  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      description="Escribe tu correo electrónico y te enviaremos un código para restablecerla."
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setEmail(value);
              if (tried) setFieldError(emailError(value));
            }}
            error={fieldError}
            disabled={scheduled}
          />
          <ErrorList errors={errors} onExpire={clear} />
          {message && (
            <Alert color="tamboraBlue" variant="light" role="status">
              {message}
            </Alert>
          )}
          <Button type="submit" loading={submitting} disabled={scheduled} fullWidth size="md">
            Enviar
          </Button>
          <Text ta="center" size="sm">
            <Anchor component={RouterAnchor} href="/LoginPageV1">
              Volver a Iniciar Sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
