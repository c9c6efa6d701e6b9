import { Loader, Progress, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './SongForm.module.css';

export type BusyPhase = 'uploading' | 'saving' | 'deleting';

const PHASE_TEXT: Record<BusyPhase, string> = {
  uploading: 'Subiendo archivos…',
  saving: 'Guardando canción…',
  deleting: 'Eliminando canción…',
};

export interface UploadBusyProps {
  phase: BusyPhase;
  /** 0..100 while files travel; absent when nothing is being uploaded. */
  percent?: number;
}

/**
 * Spec section 4 busy state (spinner, blurred page) with the upload's real progress: the bar and
 * the percentage follow the bytes the browser has sent.
 */
export function UploadBusy({ phase, percent }: UploadBusyProps) {
  const card = useRef<HTMLDivElement>(null);
  // The form behind is blurred and inert: keep keyboard and screen reader focus on the state.
  useEffect(() => {
    card.current?.focus();
  }, []);
  const showBar = percent !== undefined;
  return (
    <div className={classes.busy}>
      <div
        ref={card}
        className={classes.busyCard}
        role="status"
        aria-busy="true"
        tabIndex={-1}
        aria-label={PHASE_TEXT[phase]}
      >
        <Loader color="tamboraBlue" aria-hidden />
        <Text fw={700}>{PHASE_TEXT[phase]}</Text>
        {showBar && (
          <>
            <Progress
              className={classes.busyProgress}
              value={percent}
              size="lg"
              radius="xl"
              striped
              animated={percent < 100}
              aria-label="Progreso de la subida"
            />
            <Text size="sm" aria-live="polite">
              {`${percent}%`}
            </Text>
          </>
        )}
      </div>
    </div>
  );
}
