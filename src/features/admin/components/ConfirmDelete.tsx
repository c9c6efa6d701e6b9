import { Modal, Text } from '@mantine/core';
import { ConfirmWithReason } from '../../moderation/ModerationReason';

export interface ConfirmDeleteProps {
  /** What is being deleted, for the dialog's title ('Eliminar canción'). */
  title: string;
  /** The spec's question, word for word. */
  question: string;
  /** The row's name, so the person sees which one they are deleting. */
  name: string | null;
  /** `reason`: given when `askReason` (someone else's song: its creator is told why). */
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
  askReason?: boolean;
}

/** The confirmation asked before a row of an admin table is deleted (spec section 4). */
export function ConfirmDelete({ title, name, onCancel, ...rest }: ConfirmDeleteProps) {
  return (
    <Modal
      opened={name !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {/* Mounted only while open, so each time starts without a reason. */}
      {name !== null && <Question name={name} onCancel={onCancel} {...rest} />}
    </Modal>
  );
}

function Question({
  question,
  name,
  onConfirm,
  onCancel,
  askReason = false,
}: Omit<ConfirmDeleteProps, 'title' | 'name'> & { name: string }) {
  return (
    <>
      <Text mb="xs">{question}</Text>
      <Text fw={700} mb="lg">
        {name}
      </Text>
      <ConfirmWithReason askReason={askReason} onCancel={onCancel} onConfirm={onConfirm} />
    </>
  );
}
