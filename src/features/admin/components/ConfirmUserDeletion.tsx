import { Button, Group, List, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '../../../../domain/auth';
import { errorText } from '../../../lib/api-errors';
import { adminKeys, fetchDeletionSummary } from '../api';
import { ADMIN_TEXTS } from '../texts';

export const USER_DELETION_TEXTS = {
  goes: 'Se eliminarán con esta cuenta, sin posibilidad de recuperarlos:',
  songs: (count: number) => (count === 1 ? '1 canción' : `${count} canciones`),
  albums: (count: number) => (count === 1 ? '1 álbum' : `${count} álbumes`),
  playlists: (count: number) => (count === 1 ? '1 playlist' : `${count} playlists`),
  typeEmail: 'Escribe el correo de la cuenta para confirmar',
  mismatch: 'El correo no coincide.',
} as const;

export interface ConfirmUserDeletionProps {
  /** The account asked about; null when no dialog is open. */
  profile: Profile | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Deleting a person deletes their songs, albums and playlists, so the dialog
 * names the account by email and nickname, says what goes with it, and is confirmed only by typing
 * the account's email (a misclick on the wrong row cannot delete anyone).
 */
export function ConfirmUserDeletion({ profile, onConfirm, onCancel }: ConfirmUserDeletionProps) {
  const userId = profile?.user_id ?? 0;
  const summary = useQuery({
    queryKey: adminKeys.deletion(userId),
    queryFn: () => fetchDeletionSummary(userId),
    enabled: profile !== null,
    staleTime: 0,
  });
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  const email = summary.data?.email ?? '';
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  return (
    <Modal
      opened={profile !== null}
      onClose={close}
      title={ADMIN_TEXTS.deleteUserTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="xs">{ADMIN_TEXTS.deleteUserQuestion}</Text>
      {summary.status === 'pending' && <Loader size="sm" aria-label="Cargando" />}
      {summary.status === 'error' && (
        <Text role="alert" c="var(--tb-red-text)">
          {errorText(summary.error)}
        </Text>
      )}
      {summary.data && (
        <>
          <Text fw={700}>{summary.data.display_name}</Text>
          <Text size="sm">
            {summary.data.email}
            {summary.data.nickname ? ` · @${summary.data.nickname}` : ''}
          </Text>
          <Text size="sm" mt="md">
            {USER_DELETION_TEXTS.goes}
          </Text>
          <List size="sm" mb="md">
            <List.Item>{USER_DELETION_TEXTS.songs(summary.data.songs)}</List.Item>
            <List.Item>{USER_DELETION_TEXTS.albums(summary.data.albums)}</List.Item>
            <List.Item>{USER_DELETION_TEXTS.playlists(summary.data.playlists)}</List.Item>
          </List>
          <TextInput
            label={USER_DELETION_TEXTS.typeEmail}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            type="email"
            error={typed.trim() !== '' && !matches ? USER_DELETION_TEXTS.mismatch : undefined}
            data-autofocus
          />
        </>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancelar
        </Button>
        <Button
          color="tamboraRed"
          disabled={!matches}
          onClick={() => {
            setTyped('');
            onConfirm();
          }}
        >
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
