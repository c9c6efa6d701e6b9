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
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Eliminar canción"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Text mb="lg">{DELETE_SONG_CONFIRMATION}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            Cancelar
          </Button>
          <Button
            color="tamboraRed"
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            Eliminar
          </Button>
        </Group>
      </Modal>
    </>
  );
}
