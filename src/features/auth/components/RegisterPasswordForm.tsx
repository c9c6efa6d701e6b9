import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { register, sendRegistrationNotification } from '../api';
import { validationEmailStore } from '../flow-storage';
import { CHOOSE_REGISTER_PATH } from '../guards';
import { clearPendingLogout } from '../pending-logout';
import { setRegisteredFlag } from '../registered-flag';
import { saveSessionUser } from '../session-store';
import { useGo } from '../use-go';
import { type PasswordPair, registrationPasswordErrors } from '../validation';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { PasswordPairFields } from './PasswordPairFields';
import { REGISTER_FALLBACK } from './RegisterEmailForm';
import { useAuthForm } from './use-auth-form';

/**
 * Spec section 4, registration after the email code: choose a password, create the account
 * (signed in at once), set the 'registered' flag, send the welcome mail, go to /ChooseRegister.
 */
export function RegisterPasswordForm() {
  const form = useAuthForm<PasswordPair>({
    initial: { password: '', confirmation: '' },
    check: registrationPasswordErrors,
    fallback: REGISTER_FALLBACK,
  });
  const go = useGo();
  const validation = validationEmailStore.read();

  const submit = () => {
    if (!form.validate() || !validation) return;
    form.send(async () => {
      const user = await register({
        email: validation.email,
        password: form.values.password,
        validationToken: validation.validationToken,
      });
      clearPendingLogout();
      saveSessionUser(user);
      setRegisteredFlag();
      validationEmailStore.clear();
      // The welcome mail must not hold the person back, nor fail their registration.
      sendRegistrationNotification().catch(() => undefined);
      await go(CHOOSE_REGISTER_PATH, { replace: true });
    });
  };

  return (
    <AuthCard
      title="Crea tu contraseña"
      description={
        validation ? (
          <>
            Tu correo <strong>{validation.email}</strong> está validado. Elige una contraseña para
            tu cuenta.
          </>
        ) : undefined
      }
    >
      {validation ? (
        <AuthForm form={form} onSubmit={submit} submitLabel="Crear cuenta">
          <PasswordPairFields
            label="Contraseña"
            values={form.values}
            errors={form.fieldErrors}
            onChange={form.change}
          />
        </AuthForm>
      ) : (
        <Stack gap="md">
          <Alert color="tamboraRed" variant="light" role="alert">
            Primero valida tu correo electrónico con el código que te enviamos.
          </Alert>
          <Button component={RouterAnchor} href="/RegisterPageV1" fullWidth>
            Registrarse
          </Button>
        </Stack>
      )}
      <Text ta="center" size="sm">
        <Anchor component={RouterAnchor} href="/">
          Volver al inicio
        </Anchor>
      </Text>
    </AuthCard>
  );
}
