import { Button, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmWithReason } from '../../moderation/ModerationReason';

/** Spec section 5 confirmation, word for word. */
export const DELETE_SONG_CONFIRMATION = '¿Estás seguro de que quieres eliminar esta canción?';

export interface DeleteSongButtonProps {
  /** `reason`: the admin's, when the song is someone else's (`moderated`). */
  onConfirm: (reason?: string) => void;
  disabled?: boolean;
  /** An admin removing someone else's song: asks the reason its creator is told. */
  moderated?: boolean;
}

/** 'Eliminar canción', asking first in a dialog with the spec's question. */
export function DeleteSongButton({ onConfirm, disabled, moderated }: DeleteSongButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="tamboraRed"
        variant="outline"
        size="md"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setAsking(true)}
        disabled={disabled}
      >
        Eliminar canción
      </Button>
      <DeleteSongDialog
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={onConfirm}
        moderated={moderated}
      />
    </>
  );
}

export interface DeleteSongDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason?: string) => void;
  /** The song's title, when the dialog is not on the song's own page (a menu in a list). */
  title?: string;
  moderated?: boolean;
}

/** The spec's question before a song is deleted, from its editor or from a list's menu. */
export function DeleteSongDialog({
  opened,
  onClose,
  onConfirm,
  title,
  moderated = false,
}: DeleteSongDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ? `Eliminar «${title}»` : 'Eliminar canción'}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {/* Mounted only while open, so each time starts without a reason. */}
      {opened && (
        <DeleteSongQuestion onClose={onClose} onConfirm={onConfirm} moderated={moderated} />
      )}
    </Modal>
  );
}

function DeleteSongQuestion({
  onClose,
  onConfirm,
  moderated,
}: Pick<DeleteSongDialogProps, 'onClose' | 'onConfirm'> & { moderated: boolean }) {
  return (
    <>
      <Text mb="lg">{DELETE_SONG_CONFIRMATION}</Text>
      <ConfirmWithReason
        askReason={moderated}
        onCancel={onClose}
        onConfirm={(reason) => {
          onClose();
          onConfirm(reason);
        }}
      />
    </>
  );
}
