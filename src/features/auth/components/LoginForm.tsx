import { Anchor, Group } from '@mantine/core';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { login } from '../api';
import { HOME, homeAfterLogin } from '../guards';
import { clearPendingLogout } from '../pending-logout';
import { takeReturnAfterSignIn } from '../return-after-sign-in';
import { saveSessionUser } from '../session-store';
import { useGo } from '../use-go';
import { type LoginValues, loginErrors } from '../validation';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { SwitchAccountLink } from './AuthLinks';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { SocialSignInButton, SocialSignInProblem } from './SocialSignIn';
import { useAuthForm } from './use-auth-form';

/** Spec section 8: the login failure fallback. */
export const LOGIN_FALLBACK = 'Error al iniciar sesión';

/** Spec sections 4 and 5: sign in, save the person, then home or the first-song screen. */
export function LoginForm() {
  const form = useAuthForm<LoginValues>({
    initial: { email: '', password: '' },
    check: loginErrors,
    fallback: LOGIN_FALLBACK,
  });
  const go = useGo();
  const { values, fieldErrors, change } = form;

  const submit = () => {
    if (!form.validate()) return;
    form.send(async () => {
      const user = await login({ email: values.email.trim(), password: values.password });
      clearPendingLogout();
      saveSessionUser(user);
      const home = homeAfterLogin(user);
      // An action that asked the visitor to sign in first goes on where it was asked, unless
      // the account still has a step to take (the terms, a first song).
      const back = takeReturnAfterSignIn();
      await go(home === HOME && back ? back : home, { replace: true });
    });
  };

  return (
    <AuthCard title="Iniciar Sesión" description="Entra con tu correo electrónico y tu contraseña.">
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel="Iniciar Sesión"
        footer={
          <>
            <SocialSignInButton from="login" />
            <SwitchAccountLink question="¿No tienes cuenta?" href="/RegisterPageV1">
              Registrarse
            </SwitchAccountLink>
          </>
        }
      >
        <SocialSignInProblem />
        <EmailField form={form} />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change({ ...values, password: event.currentTarget.value })}
          error={fieldErrors.password}
        />
        <Group justify="flex-end">
          <Anchor component={RouterAnchor} href="/FormPasswordForgotten" size="sm">
            ¿Olvidaste tu contraseña?
          </Anchor>
        </Group>
      </AuthForm>
    </AuthCard>
  );
}
