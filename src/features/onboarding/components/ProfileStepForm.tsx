import { Button } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormErrors } from './FormMessages';
import { OnboardingShell } from './OnboardingShell';

export interface ProfileStepFormProps {
  title: string;
  intro: string;
  /** The composer's progress step (0-based); listeners see no indicator. */
  step?: number;
  /** While saving, and once saved: every field and the button refuse input. */
  locked: boolean;
  saveErrors: readonly string[];
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame of the onboarding steps that edit the profile: fields, the failed save, 'Siguiente'. */
export function ProfileStepForm({
  title,
  intro,
  step,
  locked,
  saveErrors,
  onSubmit,
  children,
}: ProfileStepFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    onSubmit();
  }

  return (
    <OnboardingShell title={title} intro={intro} step={step}>
      <form noValidate onSubmit={submit}>
        <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {children}
          <FormErrors messages={saveErrors} />
          <Button type="submit" fullWidth size="md" mt="md" loading={locked}>
            Siguiente
          </Button>
        </fieldset>
      </form>
    </OnboardingShell>
  );
}
