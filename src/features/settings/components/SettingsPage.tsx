import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconDownload, IconLogout, IconPencil, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { SessionUser } from '../../../../domain/api';
import { isComposer, useSessionUser } from '../../auth/session-store';
import { useSignOut } from '../../auth/use-sign-out';
import { ExternalApps } from '../../external-apps/ExternalApps';
import { FollowNoticeSwitches } from '../../follows/components/FollowNoticeSwitches';
import { InstallEntry } from '../../install/InstallEntry';
import { AutoplaySwitch } from '../../player/AutoplaySwitch';
import { CrossfadeChoice } from '../../player/CrossfadeChoice';
import { ProfileEditor } from '../../profiles/components/ProfileEditor';
import { ProfileView } from '../../profiles/components/ProfileView';
import { isVariant, profileKindOf } from '../../profiles/profile-kind';
import { ProfileCompositions } from '../../repertoire/components/RepertoireRows';
import { LOGOUT_QUESTION, LOGOUT_TOAST_MS, LOGOUT_TOAST_TEXT } from '../logout-toast';
import { AudioQualityChoice } from './AudioQualityChoice';
import classes from './SettingsPage.module.css';
import { ThemeChoice } from './ThemeChoice';
import { TimedToast } from './TimedToast';

type SettingsTab = 'perfil' | 'editar' | 'salir';

function isTab(value: string | null): value is SettingsTab {
  return value === 'perfil' || value === 'editar' || value === 'salir';
}

/** 'Mi Perfil': composers (and admins) get the composer profile, listeners the user one. */
function OwnProfile({ user }: { user: SessionUser }) {
  const kind = profileKindOf(user.roles);
  if (!isVariant(kind)) {
    return (
      <Text role="alert" c="var(--tb-red-text)" px="md">
        {kind}
      </Text>
    );
  }
  return (
    <ProfileView
      userId={user.credentials_id}
      nested
      compositions={(name) => <ProfileCompositions userId={user.credentials_id} name={name} />}
    />
  );
}

function LogoutConfirm({
  onConfirm,
  onCancel,
  busy,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  return (
    <div className={classes.confirm}>
      <p className={classes.question} id="salir-pregunta">
        {LOGOUT_QUESTION}
      </p>
      <Text c="dimmed">Tendrás que iniciar sesión de nuevo para usar tu cuenta.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button
          color="tamboraRed"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onConfirm}
          loading={busy}
          aria-describedby="salir-pregunta"
        >
          Cerrar Sesión
        </Button>
      </Group>
    </div>
  );
}

/**
 * /UserSettings (spec section 2): tabs 'Mi Perfil', 'Editar' (the same editor as /EditPerfil) and
 * 'Salir', which asks '¿Estás seguro?' before logging out and then shows 'Sesión cerrada' for 3 s
 * before going home (spec section 4: logout goes to /).
 */
export function SettingsPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SettingsTab>('perfil');
  const [signedOut, setSignedOut] = useState(false);
  const { leave, leaving, dialog } = useSignOut(() => setSignedOut(true));

  const goHome = useCallback(() => {
    void navigate({ to: '/', replace: true });
  }, [navigate]);

  if (signedOut) {
    return (
      <section className={classes.page} aria-labelledby="ajustes-titulo">
        <h1 className={classes.title} id="ajustes-titulo">
          Configuración
        </h1>
        <Text px="md">Has cerrado sesión. Volviendo al inicio…</Text>
        <TimedToast message={LOGOUT_TOAST_TEXT} durationMs={LOGOUT_TOAST_MS} onHidden={goHome} />
      </section>
    );
  }
  // The guard keeps visitors out; another tab signing out lands here.
  if (!user) return null;

  return (
    <section className={classes.page} aria-labelledby="ajustes-titulo">
      <h1 className={classes.title} id="ajustes-titulo">
        Configuración
      </h1>
      <Group px="md" pb="sm">
        <Button
          component={Link}
          to="/Descargas"
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Descargas
        </Button>
        <InstallEntry as="button" />
      </Group>
      <ThemeChoice />
      <AudioQualityChoice />
      <div className={classes.setting}>
        <AutoplaySwitch />
      </div>
      <div className={classes.setting}>
        <CrossfadeChoice />
      </div>
      <div className={classes.setting}>
        <FollowNoticeSwitches isCreator={isComposer(user)} />
      </div>
      <div className={classes.setting}>
        <ExternalApps email={user.email ?? null} />
      </div>
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List className={classes.tabList}>
          <Tabs.Tab value="perfil" leftSection={<IconUser size={16} aria-hidden />}>
            Mi Perfil
          </Tabs.Tab>
          <Tabs.Tab value="editar" leftSection={<IconPencil size={16} aria-hidden />}>
            Editar
          </Tabs.Tab>
          <Tabs.Tab value="salir" leftSection={<IconLogout size={16} aria-hidden />}>
            Salir
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perfil" className={classes.panel}>
          <OwnProfile user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="editar" className={classes.editPanel}>
          <ProfileEditor
            userId={user.credentials_id}
            onSaved={() => setTab('perfil')}
            onCancel={() => setTab('perfil')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="salir" className={classes.panel}>
          <LogoutConfirm
            busy={leaving}
            onConfirm={() => void leave()}
            onCancel={() => setTab('perfil')}
          />
        </Tabs.Panel>
      </Tabs>
      {dialog}
    </section>
  );
}
