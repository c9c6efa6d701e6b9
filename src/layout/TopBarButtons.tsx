import { ActionIcon, Avatar, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import type { SessionUser } from '../../domain/api';
import { DEFAULT_AVATAR } from '../../domain/default-images';
import { profileQueryOptions } from '../features/profiles/api';
import classes from './TopBar.module.css';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'color'>;

/**
 * The signed-in top bar's buttons, drawn alone at start and as their menus' targets once built
 * (components/MenuOnPress.tsx), so the press changes nothing on screen.
 */
export function BellButton({ compact, ...props }: { compact: boolean } & ButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size={compact ? 'lg' : 'xl'}
      aria-label="Notificaciones"
      {...props}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}

/** Spec section 2: the person's picture, or the default avatar. */
export function AvatarButton({ user, ...props }: { user: SessionUser } & ButtonProps) {
  const profile = useQuery({ ...profileQueryOptions(user.credentials_id), retry: false });
  return (
    <UnstyledButton aria-label="Menú de usuario" className={classes.avatarButton} {...props}>
      <Avatar src={profile.data?.userImageUrl || DEFAULT_AVATAR} alt="" radius="xl" size={36} />
    </UnstyledButton>
  );
}
