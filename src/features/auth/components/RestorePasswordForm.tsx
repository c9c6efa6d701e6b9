import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterAnchor } from '../../../layout/RouterAnchor';
import { updatePassword } from '../api';
import { forgottenPasswordStore } from '../flow-storage';
import { useDelayedGo } from '../use-delayed-go';
import { useErrorList } from '../use-error-list';
import { useSubmit } from '../use-submit';
import {
  type FieldErrors,
  focusFirstInvalid,
  hasErrors,
  type PasswordPair,
  resetPasswordErrors,
} from '../validation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';
import { PasswordPairFields } from './PasswordPairFields';

/** Spec section 5: a reset without a remembered email. */
export const NO_RESET_EMAIL = 'No email found for password reset';
const UPDATE_FALLBACK = 'Ocurrió un error';

/** Spec section 4, the last reset step: the new password, the message, then after 2 s the login. */
export function RestorePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordPair>({ password: '', confirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof PasswordPair>>({});
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string>();
  const { errors, clear, showError, showMessages } = useErrorList();
  const { submitting, run } = useSubmit();
  const { scheduled, goLater } = useDelayedGo();

  const change = (next: PasswordPair) => {
    setValues(next);
    if (tried) setFieldErrors(resetPasswordErrors(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (scheduled) return;
    const found = resetPasswordErrors(values);
    flushSync(() => {
      setTried(true);
      setFieldErrors(found);
    });
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const remembered = forgottenPasswordStore.read();
    if (!remembered) {
      showMessages([NO_RESET_EMAIL]);
      return;
    }
    void run(async () => {
      clear();
      try {
        const answer = await updatePassword({
          email: remembered.email,
          newPassword: values.password,
          resetToken: remembered.resetToken,
        });
        forgottenPasswordStore.clear();
        setMessage(answer.message);
        goLater('/LoginPageV1');
      } catch (error) {
        showError(error, UPDATE_FALLBACK);
      }
    });
  };

  return (
    <AuthCard
      title="Restablecer contraseña"
      description="Elige una contraseña nueva para tu cuenta."
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordPairFields
            label="Nueva contraseña"
            values={values}
            errors={fieldErrors}
            onChange={change}
            disabled={scheduled}
          />
          <ErrorList errors={errors} onExpire={clear} />
          {message && (
            <Alert color="teal" variant="light" role="status">
              {message}
            </Alert>
          )}
          <Button type="submit" loading={submitting} disabled={scheduled} fullWidth size="md">
            Actualizar contraseña
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
