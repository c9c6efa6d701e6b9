import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterAnchor } from '../../../layout/RouterAnchor';
import { requestEmailValidation } from '../api';
import { validationEmailStore } from '../flow-storage';
import { useErrorList } from '../use-error-list';
import { useGo } from '../use-go';
import { useSubmit } from '../use-submit';
import { emailError, focusFirstInvalid } from '../validation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';

/** Spec section 8: the signup failure fallback. */
export const REGISTER_FALLBACK = 'Error en el registro';

export function codeEntryHref(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ token }).toString()}`;
}

/** Spec section 2, registration step one: the email, which gets a code by mail. */
export function RegisterEmailForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [tried, setTried] = useState(false);
  const { errors, clear, showError } = useErrorList();
  const { submitting, run } = useSubmit();
  const go = useGo();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        const answer = await requestEmailValidation(email.trim());
        validationEmailStore.save(answer);
        await go(codeEntryHref('/FormOTPInputValidateEmail', answer.validationToken));
      } catch (error) {
        showError(error, REGISTER_FALLBACK);
      }
    });
  };

  return (
    <AuthCard
      title="Registrarse"
      description="Escribe tu correo electrónico. Te enviaremos un código de 4 dígitos para validarlo."
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
          />
          <ErrorList errors={errors} onExpire={clear} />
          <Button type="submit" loading={submitting} fullWidth size="md">
            Enviar código
          </Button>
          <Text ta="center" size="sm">
            ¿Ya tienes cuenta?{' '}
            <Anchor component={RouterAnchor} href="/LoginPageV1" fw={700}>
              Iniciar Sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
