import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldRefs } from './SongFields';
import {
  hasFormErrors,
  type SongField,
  type SongFormErrors,
  type SongFormValues,
  songFormChanged,
  validateSongForm,
} from './song-form-values';

const FIELD_ORDER: SongField[] = ['title', 'gender', 'composers', 'letter', 'audio'];

/** The form's values, the spec's field messages, and focus on the first field to fix. */
export function useSongForm(initial: () => SongFormValues, hasAudio = false) {
  const [start] = useState<SongFormValues>(initial);
  const [values, setValues] = useState<SongFormValues>(start);
  const [errors, setErrors] = useState<SongFormErrors>({});
  const [tried, setTried] = useState(false);
  const refs: FieldRefs = {
    title: useRef(null),
    gender: useRef(null),
    composers: useRef(null),
    letter: useRef(null),
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

  // Leaving a form with work in it asks first, unless it was just saved.
  const changed = useRef(false);
  changed.current = songFormChanged(values, start);
  const saved = useRef(false);
  const shouldBlockLeaving = useCallback(() => changed.current && !saved.current, []);
  const markSaved = useCallback(() => {
    saved.current = true;
  }, []);

  return { values, setValues, change, errors, refs, check, shouldBlockLeaving, markSaved };
}
