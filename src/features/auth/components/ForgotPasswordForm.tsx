import { useState } from 'react';
import { AUTH_TEXTS } from '../../../../domain/auth-texts';
import { requestPasswordReset } from '../api';
import { forgottenPasswordStore } from '../flow-storage';
import { useDelayedGo } from '../use-delayed-go';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { BackToLogin } from './AuthLinks';
import { EmailField, type EmailValues, emailFieldErrors } from './EmailField';
import { codeEntryHref } from './RegisterEmailForm';
import { useAuthForm } from './use-auth-form';

/** Spec section 8: the reset request's last fallback. */
export const RESET_REQUEST_FALLBACK = 'Ocurrió un error';

/**
 * Spec section 4, password reset step one: the email gets a code; the same generic message
 * whatever the email (DECISIONS "Security" 2), then after 2 s the code entry.
 */
export function ForgotPasswordForm() {
  const form = useAuthForm<EmailValues>({
    initial: () => ({ email: forgottenPasswordStore.read()?.email ?? '' }),
    check: emailFieldErrors,
    fallback: RESET_REQUEST_FALLBACK,
  });
  const [message, setMessage] = useState<string>();
  const { scheduled, goLater } = useDelayedGo();

  const submit = () => {
    if (scheduled || !form.validate()) return;
    form.send(async () => {
      const answer = await requestPasswordReset(form.values.email.trim());
      forgottenPasswordStore.save({ email: answer.email, resetToken: answer.resetToken });
      setMessage(answer.message || AUTH_TEXTS.resetGeneric);
      goLater(codeEntryHref('/FormOTPInput', answer.resetToken));
    });
  };

  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      description="Escribe tu correo electrónico y te enviaremos un código para restablecerla."
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel="Enviar"
        disabled={scheduled}
        message={message}
        messageColor="tamboraBlue"
        footer={<BackToLogin />}
      >
        <EmailField form={form} disabled={scheduled} />
      </AuthForm>
    </AuthCard>
  );
}
