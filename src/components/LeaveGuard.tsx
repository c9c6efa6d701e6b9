import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

export const LEAVE_TEXTS = {
  title: '¿Descartar lo que has escrito?',
  body: 'Si sales ahora, se pierde lo que has escrito o elegido en este formulario.',
  stay: 'Seguir editando',
  leave: 'Descartar',
} as const;

export interface LeaveGuardProps {
  /** Read when the person tries to leave: true while the form holds work not saved. */
  shouldBlock: () => boolean;
}

/**
 * 'Cancelar', Back or any link on a filled form asks before the work is thrown
 * away; closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ shouldBlock }: LeaveGuardProps) {
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={LEAVE_TEXTS.title}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="lg">{LEAVE_TEXTS.body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {LEAVE_TEXTS.stay}
        </Button>
        <Button color="tamboraRed" onClick={() => blocker.proceed?.()}>
          {LEAVE_TEXTS.leave}
        </Button>
      </Group>
    </Modal>
  );
}
