import { Box, Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  MAX_REASON_LENGTH,
  MODERATION_REASONS,
  OTHER_REASON,
} from '../../../domain/moderation-texts';

export const REASON_TEXTS = {
  label: 'Motivo',
  description: 'Se le comunica a su creador.',
  choose: 'Elige un motivo',
  typed: 'Escribe el motivo',
  missing: 'Elige o escribe el motivo.',
} as const;

/**
 * The reason an admin gives for hiding or removing someone else's song:
 * picked from the usual ones or typed. `reason` is null until there is one to send.
 */
export function useModerationReason() {
  const [picked, setPicked] = useState('');
  const [typed, setTyped] = useState('');
  const reason = picked === OTHER_REASON ? typed.trim() || null : picked || null;
  return { picked, setPicked, typed, setTyped, reason };
}

export type ModerationReasonState = ReturnType<typeof useModerationReason>;

export function ModerationReasonField({
  state,
  error,
  id = 'motivo-moderacion',
}: {
  state: ModerationReasonState;
  error?: string | null;
  id?: string;
}) {
  return (
    <Stack gap="xs">
      <NativeSelect
        id={id}
        label={REASON_TEXTS.label}
        description={REASON_TEXTS.description}
        withAsterisk
        data={[
          { value: '', label: REASON_TEXTS.choose },
          ...[...MODERATION_REASONS, OTHER_REASON].map((value) => ({ value, label: value })),
        ]}
        value={state.picked}
        onChange={(event) => state.setPicked(event.currentTarget.value)}
        error={state.picked !== OTHER_REASON ? error : undefined}
      />
      {state.picked === OTHER_REASON && (
        <Textarea
          label={REASON_TEXTS.typed}
          withAsterisk
          rows={2}
          maxLength={MAX_REASON_LENGTH}
          value={state.typed}
          onChange={(event) => state.setTyped(event.currentTarget.value)}
          error={error}
        />
      )}
    </Stack>
  );
}

export interface ConfirmWithReasonProps {
  /** Someone else's song: the reason must be given before the action goes. */
  askReason: boolean;
  onCancel: () => void;
  onConfirm: (reason?: string) => void;
  confirmLabel?: string;
}

/**
 * The buttons of a deletion's confirmation ('Cancelar', 'Eliminar'), with the reason asked first
 * when an admin acts on someone else's song. Mount it while its dialog is open, so each time
 * starts without a reason.
 */
export function ConfirmWithReason({
  askReason,
  onCancel,
  onConfirm,
  confirmLabel = 'Eliminar',
}: ConfirmWithReasonProps) {
  const reason = useModerationReason();
  const [missing, setMissing] = useState(false);
  return (
    <>
      {askReason && (
        <Box mb="lg">
          <ModerationReasonField
            state={reason}
            error={missing && !reason.reason ? REASON_TEXTS.missing : null}
          />
        </Box>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          color="tamboraRed"
          onClick={() => {
            if (askReason && !reason.reason) {
              setMissing(true);
              return;
            }
            onConfirm(askReason ? (reason.reason ?? undefined) : undefined);
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
