import { Button, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { SessionUser } from '../../domain/api';
import { isComposer } from '../features/auth/session-store';
import { RouterAnchor } from '../lib/RouterAnchor';
import { AccountMenu } from './AccountMenu';
import { NotificationsMenu } from './NotificationsMenu';

export interface SignedInActionsProps {
  user: SessionUser;
  isPhone: boolean;
}

/**
 * Spec section 2 signed-in top bar: 'SUBIR' for composers once their onboarding ended with the
 * terms accepted (issue 34 point 2), the bell and the avatar menus. Loaded on demand: a visitor's first visit never downloads it.
 */
export function SignedInActions({ user, isPhone }: SignedInActionsProps) {
  return (
    <Group gap={isPhone ? 4 : 'sm'} wrap="nowrap">
      {isComposer(user) && user.terms_accepted && (
        <Button
          component={RouterAnchor}
          href="/uploadSong"
          color="tamboraRed"
          size={isPhone ? 'compact-sm' : 'sm'}
          leftSection={isPhone ? undefined : <IconUpload size={18} aria-hidden />}
        >
          SUBIR
        </Button>
      )}
      <NotificationsMenu compact={isPhone} />
      <AccountMenu user={user} />
    </Group>
  );
}
