import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterAnchor } from '../../../layout/RouterAnchor';
import { register, sendRegistrationNotification } from '../api';
import { validationEmailStore } from '../flow-storage';
import { CHOOSE_REGISTER_PATH } from '../guards';
import { clearPendingLogout } from '../pending-logout';
import { setRegisteredFlag } from '../registered-flag';
import { saveSessionUser } from '../session-store';
import { useErrorList } from '../use-error-list';
import { useGo } from '../use-go';
import { useSubmit } from '../use-submit';
import {
  type FieldErrors,
  focusFirstInvalid,
  hasErrors,
  type PasswordPair,
  registrationPasswordErrors,
} from '../validation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';
import { PasswordPairFields } from './PasswordPairFields';
import { REGISTER_FALLBACK } from './RegisterEmailForm';

/**
 * Spec section 4, registration after the email code: choose a password, create the account
 * (signed in at once), set the 'registered' flag, send the welcome mail, go to /ChooseRegister.
 */
export function RegisterPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordPair>({ password: '', confirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof PasswordPair>>({});
  const [tried, setTried] = useState(false);
  const { errors, clear, showError } = useErrorList();
  const { submitting, run } = useSubmit();
  const go = useGo();
  const validation = validationEmailStore.read();

  const change = (next: PasswordPair) => {
    setValues(next);
    if (tried) setFieldErrors(registrationPasswordErrors(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = registrationPasswordErrors(values);
    flushSync(() => {
      setTried(true);
      setFieldErrors(found);
    });
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (!validation) return;
    void run(async () => {
      clear();
      try {
        const user = await register({
          email: validation.email,
          password: values.password,
          validationToken: validation.validationToken,
        });
        clearPendingLogout();
        saveSessionUser(user);
        setRegisteredFlag();
        validationEmailStore.clear();
        // The welcome mail must not hold the person back, nor fail their registration.
        sendRegistrationNotification().catch(() => undefined);
        await go(CHOOSE_REGISTER_PATH, { replace: true });
      } catch (error) {
        showError(error, REGISTER_FALLBACK);
      }
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
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordPairFields
              label="Contraseña"
              values={values}
              errors={fieldErrors}
              onChange={change}
            />
            <ErrorList errors={errors} onExpire={clear} />
            <Button type="submit" loading={submitting} fullWidth size="md">
              Crear cuenta
            </Button>
          </Stack>
        </form>
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
