import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { appDb } from '../../lib/lazy-db';
import { LIBRARY_CHANGE_KINDS } from '../offline-queue/library-changes';
import { signOut } from './logout';
import { getSessionUser } from './session-store';

/** Asked before signing out with changes not sent yet. */
export function unsentChangesText(count: number): string {
  if (count === 1) {
    return 'Tienes 1 cambio sin enviar. Si eliges enviarlo después, se enviará cuando vuelvas a iniciar sesión con esta cuenta en este dispositivo; nadie más podrá verlo ni enviarlo.';
  }
  return `Tienes ${count} cambios sin enviar. Si eliges enviarlos después, se enviarán cuando vuelvas a iniciar sesión con esta cuenta en este dispositivo; nadie más podrá verlos ni enviarlos.`;
}

export const SEND_LATER = 'Enviar después';
export const DISCARD = 'Descartar';

type Choice = 'keep' | 'discard';

// The avatar menu is on every signed-in screen; the queue's code loads only when leaving.
const loadQueue = () => import('../offline-queue/queue');

/**
 * The one sign-out flow of the avatar menu and /UserSettings: with unsent offline changes it asks
 * first ('Enviar después' keeps them for this person's next sign-in, 'Descartar' drops them);
 * then the session ends, this device forgets the person, and `onDone` runs.
 */
export function useSignOut(onDone: () => void | Promise<void>): {
  leave: () => Promise<void>;
  leaving: boolean;
  dialog: ReactNode;
} {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [unsent, setUnsent] = useState(0);

  const finish = async (choice: Choice) => {
    setUnsent(0);
    setLeaving(true);
    const user = getSessionUser();
    if (choice === 'discard' && user) {
      const { discardPending } = await loadQueue();
      await discardPending(await appDb(), user.credentials_id);
    }
    await signOut();
    queryClient.clear();
    await onDone();
  };

  const leave = async () => {
    if (leaving) return;
    const user = getSessionUser();
    const count = user
      ? await (await loadQueue()).pendingCount(
          await appDb(),
          user.credentials_id,
          LIBRARY_CHANGE_KINDS,
        )
      : 0;
    if (count > 0) setUnsent(count);
    else await finish('keep');
  };

  const dialog = (
    <Modal
      opened={unsent > 0}
      onClose={() => setUnsent(0)}
      title="Cambios sin enviar"
      centered
      closeButtonProps={{ 'aria-label': 'Cancelar' }}
    >
      <Text mb="md">{unsentChangesText(unsent)}</Text>
      <Group justify="flex-end">
        <Button variant="default" color="tamboraRed" onClick={() => void finish('discard')}>
          {DISCARD}
        </Button>
        <Button onClick={() => void finish('keep')}>{SEND_LATER}</Button>
      </Group>
    </Modal>
  );

  return { leave, leaving, dialog };
}
