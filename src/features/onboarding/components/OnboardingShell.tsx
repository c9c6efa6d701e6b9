import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './Onboarding.module.css';
import { OnboardingSteps } from './OnboardingSteps';

export interface OnboardingShellProps {
  title: string;
  intro?: string;
  /** The composer's progress step (0-based); listeners see no indicator. */
  step?: number;
  children: ReactNode;
}

/** The centred column every onboarding screen shares. */
export function OnboardingShell({ title, intro, step, children }: OnboardingShellProps) {
  const titleId = useId();
  return (
    <section className={classes.page} aria-labelledby={titleId}>
      {step !== undefined && <OnboardingSteps active={step} />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} id={titleId} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </section>
  );
}
