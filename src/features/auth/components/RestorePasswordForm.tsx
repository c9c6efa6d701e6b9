import { useState } from 'react';
import { updatePassword } from '../api';
import { forgottenPasswordStore } from '../flow-storage';
import { useDelayedGo } from '../use-delayed-go';
import { type PasswordPair, resetPasswordErrors } from '../validation';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { BackToLogin } from './AuthLinks';
import { PasswordPairFields } from './PasswordPairFields';
import { useAuthForm } from './use-auth-form';

/** Spec section 5: a reset without a remembered email. */
export const NO_RESET_EMAIL = 'No email found for password reset';
const UPDATE_FALLBACK = 'Ocurrió un error';

/** Spec section 4, the last reset step: the new password, the message, then after 2 s the login. */
export function RestorePasswordForm() {
  const form = useAuthForm<PasswordPair>({
    initial: { password: '', confirmation: '' },
    check: resetPasswordErrors,
    fallback: UPDATE_FALLBACK,
  });
  const [message, setMessage] = useState<string>();
  const { scheduled, goLater } = useDelayedGo();

  const submit = () => {
    if (scheduled || !form.validate()) return;
    const remembered = forgottenPasswordStore.read();
    if (!remembered) {
      form.showMessages([NO_RESET_EMAIL]);
      return;
    }
    form.send(async () => {
      const answer = await updatePassword({
        email: remembered.email,
        newPassword: form.values.password,
        resetToken: remembered.resetToken,
      });
      forgottenPasswordStore.clear();
      setMessage(answer.message);
      goLater('/LoginPageV1');
    });
  };

  return (
    <AuthCard
      title="Restablecer contraseña"
      description="Elige una contraseña nueva para tu cuenta."
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel="Actualizar contraseña"
        disabled={scheduled}
        message={message}
        messageColor="teal"
        footer={<BackToLogin />}
      >
        <PasswordPairFields
          label="Nueva contraseña"
          values={form.values}
          errors={form.fieldErrors}
          onChange={form.change}
          disabled={scheduled}
        />
      </AuthForm>
    </AuthCard>
  );
}
