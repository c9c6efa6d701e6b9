import { Button, Group, Tabs } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { COLLECTION_TEXTS } from '../../../../domain/playlist-texts';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { PlaylistEntryPoints } from '../../playlists/components/PlaylistEntryPoints';
import { type AdminTab, isAdminTab } from '../search-params';
import { ADMIN_TEXTS, MODERATION_UI_TEXTS } from '../texts';
import { AdminLogTab } from './AdminLogTab';
import classes from './AdminPage.module.css';
import { AdminSongsTab } from './AdminSongsTab';
import { AdminUsersTab } from './AdminUsersTab';

export interface AdminPageProps {
  tab: AdminTab;
  page: number;
  /** Opens a tab (on its first page) or another page of the open tab. */
  onChange: (tab: AdminTab, page: number) => void;
}

/**
 * /AdminPage (spec section 2 "Admin dashboard"): tabs 'Usuarios Creados' and 'Canciones Subidas',
 * and 'Registro', what admins did; tables of 4 rows a page with 'Anterior'/'Siguiente'. The server refuses these lists and
 * deletions to anyone but an admin; the root route's guard only spares others the screen.
 */
export function AdminPage({ tab, page, onChange }: AdminPageProps) {
  return (
    <section className={classes.page} aria-labelledby="admin-titulo">
      <div className={classes.header}>
        <h1 className={classes.title} id="admin-titulo">
          {ADMIN_TEXTS.title}
        </h1>
        <Group gap="xs">
          <PlaylistEntryPoints createLabel={COLLECTION_TEXTS.seasonal.create} />
          {/* RouterAnchor: the statistics screen is a route of its own, added on its own. */}
          <Button
            component={RouterAnchor}
            href="/AdminStadisticPage"
            variant="light"
            leftSection={<IconChartBar size={18} aria-hidden />}
          >
            {ADMIN_TEXTS.statistics}
          </Button>
        </Group>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => isAdminTab(value) && onChange(value, 1)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="usuarios">{ADMIN_TEXTS.usersTab}</Tabs.Tab>
          <Tabs.Tab value="canciones">{ADMIN_TEXTS.songsTab}</Tabs.Tab>
          <Tabs.Tab value="registro">{MODERATION_UI_TEXTS.logTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="usuarios" className={classes.panel}>
          <AdminUsersTab page={page} onPage={(next) => onChange('usuarios', next)} />
        </Tabs.Panel>
        <Tabs.Panel value="canciones" className={classes.panel}>
          <AdminSongsTab page={page} onPage={(next) => onChange('canciones', next)} />
        </Tabs.Panel>
        <Tabs.Panel value="registro" className={classes.panel}>
          <AdminLogTab page={page} onPage={(next) => onChange('registro', next)} />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
