import { VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ONBOARDING_STEPS } from '../flow';
import classes from './Onboarding.module.css';

export interface OnboardingStepsProps {
  /** Index of the step on screen (0-based). */
  active: number;
}

function stepState(index: number, active: number): 'done' | 'current' | 'todo' {
  if (index < active) return 'done';
  return index === active ? 'current' : 'todo';
}

/**
 * The composer's 3-step progress indicator (spec section 2). A plain ordered list: screen readers
 * hear each step, its state and which one is current, and nothing in it pretends to be clickable.
 */
export function OnboardingSteps({ active }: OnboardingStepsProps) {
  return (
    <ol className={classes.steps} aria-label="Progreso del registro">
      {ONBOARDING_STEPS.map((label, index) => {
        const state = stepState(index, active);
        return (
          <li
            key={label}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.marker} aria-hidden>
              {state === 'done' ? <IconCheck size={18} stroke={3} /> : index + 1}
            </span>
            <span>
              <VisuallyHidden>{`Paso ${index + 1} de ${ONBOARDING_STEPS.length}: `}</VisuallyHidden>
              {label}
              {state === 'done' && <VisuallyHidden> (completado)</VisuallyHidden>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
