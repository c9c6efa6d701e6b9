import { Modal, Text } from '@mantine/core';
import { PROFILE_TEXTS } from '../../../../domain/profile-texts';
import classes from './Profile.module.css';

export interface ImageModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The full-size image, or null: 'No hay imagen para mostrar.' */
  src: string | null;
  alt: string;
}

/** Spec section 2: people who do not own the profile enlarge banner and avatar in a modal. */
export function ImageModal({ opened, onClose, title, src, alt }: ImageModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {src ? (
        <img src={src} alt={alt} className={classes.modalImage} />
      ) : (
        <Text>{PROFILE_TEXTS.noImage}</Text>
      )}
    </Modal>
  );
}
