import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldRefs } from './SongFields';
import {
  hasFormErrors,
  type SongField,
  type SongFormErrors,
  type SongFormValues,
  validateSongForm,
} from './song-form-values';

const FIELD_ORDER: SongField[] = ['title', 'gender', 'composers', 'audio'];

/** The form's values, the spec's field messages, and focus on the first field to fix. */
export function useSongForm(initial: () => SongFormValues, hasAudio = false) {
  const [values, setValues] = useState<SongFormValues>(initial);
  const [errors, setErrors] = useState<SongFormErrors>({});
  const [tried, setTried] = useState(false);
  const refs: FieldRefs = {
    title: useRef(null),
    gender: useRef(null),
    composers: useRef(null),
    audio: useRef(null),
  };
  const refsRef = useRef(refs);
  refsRef.current = refs;

  const change = useCallback((partial: Partial<SongFormValues>) => {
    setValues((current) => ({ ...current, ...partial }));
  }, []);

  // Once the person has tried to save, the messages follow what they fix.
  useEffect(() => {
    if (tried) setErrors(validateSongForm(values, hasAudio));
  }, [values, tried, hasAudio]);

  /** True when the values may be sent; otherwise shows the messages and focuses the first. */
  const check = useCallback((): boolean => {
    const found = validateSongForm(values, hasAudio);
    flushSync(() => {
      setTried(true);
      setErrors(found);
    });
    if (!hasFormErrors(found)) return true;
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) (refsRef.current[first] as RefObject<HTMLElement | null>).current?.focus();
    return false;
  }, [values, hasAudio]);

  return { values, setValues, change, errors, refs, check };
}
