import { requestEmailValidation } from '../api';
import { validationEmailStore } from '../flow-storage';
import { useGo } from '../use-go';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { SwitchAccountLink } from './AuthLinks';
import { EmailField, type EmailValues, emailFieldErrors } from './EmailField';
import { SocialSignInButton, SocialSignInProblem } from './SocialSignIn';
import { useAuthForm } from './use-auth-form';

/** Spec section 8: the signup failure fallback. */
export const REGISTER_FALLBACK = 'Error en el registro';

export function codeEntryHref(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ token }).toString()}`;
}

/** Spec section 2, registration step one: the email, which gets a code by mail. */
export function RegisterEmailForm() {
  const form = useAuthForm<EmailValues>({
    initial: { email: '' },
    check: emailFieldErrors,
    fallback: REGISTER_FALLBACK,
  });
  const go = useGo();

  const submit = () => {
    if (!form.validate()) return;
    form.send(async () => {
      const answer = await requestEmailValidation(form.values.email.trim());
      validationEmailStore.save(answer);
      await go(codeEntryHref('/FormOTPInputValidateEmail', answer.validationToken));
    });
  };

  return (
    <AuthCard
      title="Registrarse"
      description="Escribe tu correo electrónico. Te enviaremos un código de 4 dígitos para validarlo."
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel="Enviar código"
        footer={
          <>
            <SocialSignInButton from="register" />
            <SwitchAccountLink question="¿Ya tienes cuenta?" href="/LoginPageV1">
              Iniciar Sesión
            </SwitchAccountLink>
          </>
        }
      >
        <SocialSignInProblem />
        <EmailField form={form} />
      </AuthForm>
    </AuthCard>
  );
}
