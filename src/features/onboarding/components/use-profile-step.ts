import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../../domain/auth';
import { useProfile } from '../queries';

export type StepFieldErrors<F extends string> = Partial<Record<F, string>>;

export interface ProfileStepOptions<V, F extends Extract<keyof V, string>> {
  userId: number;
  initial: V;
  fromProfile: (profile: Profile) => V;
  validate: (values: V) => StepFieldErrors<F>;
  /** The checked fields' inputs in screen order: the first wrong one gets the focus. */
  fieldRefs: Record<F, RefObject<HTMLInputElement | null>>;
}

/**
 * The state of an onboarding step that edits the profile: the values (filled from what was saved),
 * the checked fields' messages, cleared as the person types, and the failed save's messages.
 */
export function useProfileStep<V, F extends Extract<keyof V, string>>({
  userId,
  initial,
  fromProfile,
  validate,
  fieldRefs,
}: ProfileStepOptions<V, F>) {
  const profile = useProfile(userId);
  const [values, setValues] = useState<V>(initial);
  // The fields the person changed: what was saved never overwrites them, however late it comes
  // (on a slow phone the profile can arrive after the first letters were typed).
  const touched = useRef(new Set<keyof V>());
  const [fieldErrors, setFieldErrors] = useState<StepFieldErrors<F>>({});
  const [saveErrors, setSaveErrors] = useState<string[]>([]);

  // Coming back to this step shows what was saved in every field the person has not changed.
  useEffect(() => {
    if (!profile.data) return;
    const saved = fromProfile(profile.data);
    setValues((current) => {
      const merged = { ...saved };
      for (const key of touched.current) merged[key] = current[key];
      return merged;
    });
  }, [profile.data, fromProfile]);

  function change<K extends keyof V>(key: K, value: V[K]) {
    touched.current.add(key);
    setValues((current) => ({ ...current, [key]: value }));
    if (key in fieldRefs) setFieldErrors((current) => ({ ...current, [key]: undefined }));
  }

  /** Shows the field messages and focuses the first wrong field; true when all is valid. */
  function check(): boolean {
    const errors = validate(values);
    setFieldErrors(errors);
    const first = (Object.keys(fieldRefs) as F[]).find((key) => errors[key]);
    if (first === undefined) return true;
    fieldRefs[first].current?.focus();
    return false;
  }

  return { values, change, check, fieldErrors, setFieldErrors, saveErrors, setSaveErrors };
}
