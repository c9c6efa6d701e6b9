import { Alert, Button, type MantineColor, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ErrorList } from './ErrorList';

/** What the layout needs from useAuthForm. */
export interface AuthFormFrame {
  formRef: RefObject<HTMLFormElement | null>;
  errors: readonly string[];
  clear: () => void;
  submitting: boolean;
}

export interface AuthFormProps {
  form: AuthFormFrame;
  onSubmit: () => void;
  submitLabel: string;
  /** Locks the button once the flow has moved on (a pending redirect). */
  disabled?: boolean;
  /** A success message shown between the failures and the button. */
  message?: string;
  messageColor?: MantineColor;
  /** Links under the button. */
  footer?: ReactNode;
  /** The fields, above the failures. */
  children: ReactNode;
}

/** The layout every account form shares: fields, failure banners, status, the button, links. */
export function AuthForm({
  form,
  onSubmit,
  submitLabel,
  disabled,
  message,
  messageColor,
  footer,
  children,
}: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <ErrorList errors={form.errors} onExpire={form.clear} />
        {message && (
          <Alert color={messageColor} variant="light" role="status">
            {message}
          </Alert>
        )}
        <Button type="submit" loading={form.submitting} disabled={disabled} fullWidth size="md">
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
