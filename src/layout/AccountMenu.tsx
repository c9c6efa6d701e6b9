import { Menu, Text } from '@mantine/core';
import { IconLogout, IconPencil, IconUser } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { SessionUser } from '../../domain/api';
import { AppMenu } from '../components/AppMenu';
import { useFocusGivenBack, useOpenedOnceBuilt } from '../components/MenuOnPress';
import { editProfileLink, ownProfileLink, type ProfileLink } from '../features/auth/profile-links';
import { useSignOut } from '../features/auth/use-sign-out';
import { RouterAnchor } from '../lib/RouterAnchor';
import { AvatarButton } from './TopBarButtons';

function ProfileItem({
  label,
  link,
  icon,
  onProblem,
}: {
  label: string;
  link: ProfileLink;
  icon: ReactNode;
  onProblem: (problem: string) => void;
}) {
  if ('href' in link) {
    return (
      <Menu.Item component={RouterAnchor} href={link.href} leftSection={icon}>
        {label}
      </Menu.Item>
    );
  }
  // Spec section 6: data with an unknown role (or none) says so instead of opening a profile.
  return (
    <Menu.Item closeMenuOnClick={false} leftSection={icon} onClick={() => onProblem(link.problem)}>
      {label}
    </Menu.Item>
  );
}

/**
 * Spec section 2 avatar menu: 'Mi Perfil', 'Editar Perfil', 'Cerrar Sesión'. Built when the
 * avatar is first pressed (layout/SignedInActions.tsx).
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string>();
  const [opened, setOpened] = useOpenedOnceBuilt();
  const { target, dropdown, menuProps } = useFocusGivenBack(() => setProblem(undefined));

  const { leave, leaving, dialog } = useSignOut(async () => {
    await router.navigate({ to: '/', replace: true });
  });

  return (
    <>
      <AppMenu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        // The top bar is sticky, so the trigger never leaves the screen: nothing to hide on scroll.
        hideDetached={false}
        // Mantine's focus placeholder is a role=presentation child that a menu may not contain (axe).
        withInitialFocusPlaceholder={false}
        width={220}
        shadow="md"
        withinPortal
        {...menuProps}
      >
        <Menu.Target>
          <AvatarButton ref={target} user={user} />
        </Menu.Target>
        <Menu.Dropdown ref={dropdown}>
          {user.email && (
            <Menu.Label>
              <Text size="xs" truncate="end">
                {user.email}
              </Text>
            </Menu.Label>
          )}
          <ProfileItem
            label="Mi Perfil"
            link={ownProfileLink(user)}
            icon={<IconUser size={18} aria-hidden />}
            onProblem={setProblem}
          />
          <ProfileItem
            label="Editar Perfil"
            link={editProfileLink(user)}
            icon={<IconPencil size={18} aria-hidden />}
            onProblem={setProblem}
          />
          {problem && (
            <Text role="alert" size="sm" c="var(--tb-red-text)" px="sm" py={4}>
              {problem}
            </Text>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => void leave()}
            disabled={leaving}
          >
            Cerrar Sesión
          </Menu.Item>
        </Menu.Dropdown>
      </AppMenu>
      {dialog}
    </>
  );
}
