import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDeleteProps {
  /** What is being deleted, for the dialog's title ('Eliminar canción'). */
  title: string;
  /** The spec's question, word for word. */
  question: string;
  /** The row's name, so the person sees which one they are deleting. */
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation asked before a row of an admin table is deleted (spec section 4). */
export function ConfirmDelete({ title, question, name, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <Modal
      opened={name !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="xs">{question}</Text>
      <Text fw={700} mb="lg">
        {name}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button color="tamboraRed" onClick={onConfirm}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
