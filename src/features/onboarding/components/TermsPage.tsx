import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { TERMS_CLAUSES } from '../../../../domain/terms-clauses';
import { errorText } from '../../../lib/api-errors';
import { clearRegisteredFlag } from '../../auth/registered-flag';
import { isComposer, updateSessionUser, useSessionUser } from '../../auth/session-store';
import { acceptCurrentTerms } from '../api';
import { ONBOARDING_FLOW, termsBackPath } from '../flow';
import { useLeaveStep } from '../use-leave-step';
import { FormSuccess } from './FormMessages';
import classes from './Onboarding.module.css';
import { OnboardingShell } from './OnboardingShell';

export const TERMS_TEXTS = {
  accept: 'Acepto los términos y condiciones',
  mustAccept: 'Debes aceptar los términos y condiciones para continuar.',
  accepted: 'Has aceptado los términos y condiciones.',
} as const;

/**
 * /FormTermsCon, the last step of both flows (spec sections 2 and 5). Accepting is recorded by the
 * server (publishing needs it); listeners then go home, composers to
 * /FormFirstSong, or home when they have songs already (a creator asked again after the terms
 * changed).
 */
export function TermsPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const composer = isComposer(user);
  const variant = composer ? 'composer' : 'user';
  const done = composer && user?.has_uploaded_song ? '/' : ONBOARDING_FLOW[variant].done;
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { leaving, leaveAfterMessage } = useLeaveStep();
  const headingId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leaving || sending) return;
    if (!checked) {
      setError(TERMS_TEXTS.mustAccept);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await acceptCurrentTerms();
    } catch (failure) {
      setError(errorText(failure));
      return;
    } finally {
      setSending(false);
    }
    updateSessionUser({ terms_accepted: true });
    clearRegisteredFlag();
    leaveAfterMessage(done);
  }

  return (
    <OnboardingShell title="Términos y condiciones" step={composer ? 2 : undefined}>
      {/* Keyboard users scroll the clauses with the arrow keys once the box has focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className={classes.terms} tabIndex={0} aria-labelledby={headingId}>
        <Title order={2} id={headingId} fz="lg" mb="sm">
          Condiciones de uso de Tambora
        </Title>
        <ol className={classes.clauses}>
          {TERMS_CLAUSES.map((clause) => (
            <li key={clause.title}>
              <Text fw={700} component="h3" fz="md" m={0}>
                {clause.title}
              </Text>
              <Text fz="sm">{clause.text}</Text>
            </li>
          ))}
        </ol>
      </section>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Checkbox
              label={TERMS_TEXTS.accept}
              checked={checked}
              disabled={leaving}
              onChange={(event) => {
                setChecked(event.currentTarget.checked);
                if (event.currentTarget.checked) setError(null);
              }}
              error={error !== null}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <Text id={errorId} role="alert" c="var(--tb-red-text)" fz="sm" mt={6}>
                {error}
              </Text>
            )}
          </div>
          <FormSuccess message={leaving ? TERMS_TEXTS.accepted : null} />
          <Group grow>
            <Button
              variant="default"
              size="md"
              disabled={leaving}
              onClick={() => void navigate({ to: termsBackPath(variant) })}
            >
              Atrás
            </Button>
            <Button type="submit" size="md" loading={leaving || sending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </OnboardingShell>
  );
}
