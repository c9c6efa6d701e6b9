import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

/** Spec section 5 confirmation, word for word. */
export const DELETE_SONG_CONFIRMATION = '¿Estás seguro de que quieres eliminar esta canción?';

export interface DeleteSongButtonProps {
  onConfirm: () => void;
  disabled?: boolean;
}

/** 'Eliminar canción', asking first in a dialog with the spec's question. */
export function DeleteSongButton({ onConfirm, disabled }: DeleteSongButtonProps) {
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
      <DeleteSongDialog opened={asking} onClose={() => setAsking(false)} onConfirm={onConfirm} />
    </>
  );
}

export interface DeleteSongDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The song's title, when the dialog is not on the song's own page (a menu in a list). */
  title?: string;
}

/** The spec's question before a song is deleted, from its editor or from a list's menu. */
export function DeleteSongDialog({ opened, onClose, onConfirm, title }: DeleteSongDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ? `Eliminar «${title}»` : 'Eliminar canción'}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="lg">{DELETE_SONG_CONFIRMATION}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          color="tamboraRed"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
