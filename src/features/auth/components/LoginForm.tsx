import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterAnchor } from '../../../layout/RouterAnchor';
import { login } from '../api';
import { homeAfterLogin } from '../guards';
import { clearPendingLogout } from '../pending-logout';
import { saveSessionUser } from '../session-store';
import { useErrorList } from '../use-error-list';
import { useGo } from '../use-go';
import { useSubmit } from '../use-submit';
import {
  type FieldErrors,
  focusFirstInvalid,
  hasErrors,
  type LoginValues,
  loginErrors,
} from '../validation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';
import { PasswordField } from './PasswordField';

/** Spec section 8: the login failure fallback. */
export const LOGIN_FALLBACK = 'Error al iniciar sesión';

/** Spec sections 4 and 5: sign in, save the person, then home or the first-song screen. */
export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [tried, setTried] = useState(false);
  const { errors, clear, showError } = useErrorList();
  const { submitting, run } = useSubmit();
  const go = useGo();

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setFieldErrors(loginErrors(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors(values);
    flushSync(() => {
      setTried(true);
      setFieldErrors(found);
    });
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(async () => {
      clear();
      try {
        const user = await login({ email: values.email.trim(), password: values.password });
        clearPendingLogout();
        saveSessionUser(user);
        await go(homeAfterLogin(user), { replace: true });
      } catch (error) {
        showError(error, LOGIN_FALLBACK);
      }
    });
  };

  return (
    <AuthCard title="Iniciar Sesión" description="Entra con tu correo electrónico y tu contraseña.">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fieldErrors.email}
          />
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Group justify="flex-end">
            <Anchor component={RouterAnchor} href="/FormPasswordForgotten" size="sm">
              ¿Olvidaste tu contraseña?
            </Anchor>
          </Group>
          <ErrorList errors={errors} onExpire={clear} />
          <Button type="submit" loading={submitting} fullWidth size="md">
            Iniciar Sesión
          </Button>
          <Text ta="center" size="sm">
            ¿No tienes cuenta?{' '}
            <Anchor component={RouterAnchor} href="/RegisterPageV1" fw={700}>
              Registrarse
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
