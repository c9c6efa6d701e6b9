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

/**
 * Spec section 2: people who do not own the profile enlarge banner and avatar in a modal. Built
 * from Mantine's parts with a plain div on top: Mantine's own modal header is a <header> inside a
 * role=dialog section, which screen readers (and axe) take for a second page banner.
 */
export function ImageModal({ opened, onClose, title, src, alt }: ImageModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size="auto" centered>
      <Modal.Overlay />
      <Modal.Content>
        <div className={classes.modalHeader}>
          <Modal.Title className={classes.modalTitle}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Cerrar" />
        </div>
        <Modal.Body>
          {src ? (
            <img src={src} alt={alt} className={classes.modalImage} />
          ) : (
            <Text>{PROFILE_TEXTS.noImage}</Text>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
