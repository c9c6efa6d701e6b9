import { Button, Group } from '@mantine/core';
import { IconChartBar, IconUpload } from '@tabler/icons-react';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { PlaylistEntryPoints } from '../../playlists/components/PlaylistEntryPoints';
import classes from './RepertoirePage.module.css';
import { CompositionsRow, RepertoirePlaylistsRow } from './RepertoireRows';

/**
 * /repertoire/{userId} 'Mi Repertorio' (spec section 2): the composer's own compositions (private
 * ones included) and playlists. The guard lets only that composer in, once they have a song.
 */
export function RepertoirePage({ userId }: { userId: number }) {
  return (
    <section className={classes.page} aria-labelledby="mi-repertorio">
      <div className={classes.header}>
        <h1 className={classes.title} id="mi-repertorio">
          Mi Repertorio
        </h1>
        <Group gap="xs">
          <PlaylistEntryPoints />
          {/* The creator studio. */}
          <Button
            component={RouterAnchor}
            href="/MisEstadisticas"
            variant="light"
            leftSection={<IconChartBar size={18} aria-hidden />}
          >
            Estadísticas
          </Button>
          <Button
            component={RouterAnchor}
            href="/uploadSong"
            leftSection={<IconUpload size={18} aria-hidden />}
          >
            Subir canción
          </Button>
        </Group>
      </div>
      <CompositionsRow
        userId={userId}
        showPlays
        texts={{
          title: 'Mis composiciones',
          empty: 'Aún no hay composiciones.',
          allLabel: 'Ver todas mis composiciones',
        }}
      />
      <RepertoirePlaylistsRow
        userId={userId}
        texts={{
          title: 'Mis playlists',
          empty: 'No se encontraron playlists.',
          allLabel: 'Ver todas mis playlists',
        }}
      />
    </section>
  );
}
