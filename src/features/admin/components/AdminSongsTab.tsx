import { Button, Text } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Song } from '../../../../domain/api';
import { ErrorList } from '../../auth/components/ErrorList';
import { songKeys } from '../../songs/api';
import { composersLine } from '../../songs/components/song-texts';
import { ListStatus } from '../../songs/lists/ListStatus';
import { deleteSong } from '../../songs/song-api';
import { adminKeys, fetchAdminSongs } from '../api';
import { downloadName } from '../download-name';
import { ADMIN_TEXTS } from '../texts';
import { useAdminList } from '../use-admin-list';
import { AdminPager } from './AdminPager';
import { type AdminColumn, AdminTable } from './AdminTable';
import { ConfirmDelete } from './ConfirmDelete';

const COLUMNS: readonly AdminColumn<Song>[] = [
  { header: 'Identificador', cell: (song) => song.tambora_id },
  {
    header: 'Nombre',
    cell: (song) => (
      <Link to="/Artist/$songId" params={{ songId: String(song.song_id) }}>
        {song.title}
      </Link>
    ),
  },
  { header: 'Compositores', cell: composersLine },
  {
    header: 'Visibilidad',
    cell: (song) => (song.visibility ? ADMIN_TEXTS.publicSong : ADMIN_TEXTS.privateSong),
  },
  {
    header: 'Ubicación',
    cell: (song) => (song.isFromRepertoire ? ADMIN_TEXTS.repertoire : ADMIN_TEXTS.library),
  },
];

export interface AdminListTabProps {
  page: number;
  onPage: (page: number) => void;
}

/** 'Canciones Subidas': every song, 4 a page, to edit, download or delete. */
export function AdminSongsTab({ page, onPage }: AdminListTabProps) {
  const queryClient = useQueryClient();
  const list = useAdminList<Song>({
    baseKey: adminKeys.songs,
    fetchPage: fetchAdminSongs,
    page,
    onPage,
    idOf: (song) => song.song_id,
    remove: deleteSong,
    deleteFallback: ADMIN_TEXTS.deleteSongFailed,
    afterRemove: () => void queryClient.invalidateQueries({ queryKey: songKeys.all }),
  });
  const { query } = list;

  return (
    <>
      <ErrorList errors={list.errors} onExpire={list.clearErrors} />
      {query.status !== 'success' ? (
        <ListStatus status={query.status} error={query.error} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{ADMIN_TEXTS.noSongs}</Text>
      ) : (
        <AdminTable
          label={ADMIN_TEXTS.songsTable}
          columns={COLUMNS}
          rows={query.data.items}
          rowKey={(song) => song.song_id}
          firstNumber={list.firstNumber}
          actions={(song) => (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={`Editar ${song.title}`}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/EditSongAdmin/$songId"
                    params={{ songId: String(song.song_id) }}
                  />
                )}
              >
                Editar
              </Button>
              <Button
                size="xs"
                variant="light"
                component="a"
                href={song.audio}
                download={downloadName(song.title, song.audio)}
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={`Descargar ${song.title}`}
              >
                Descargar
              </Button>
              <Button
                size="xs"
                variant="light"
                color="tamboraRed"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={`Eliminar ${song.title}`}
                disabled={list.removing}
                onClick={() => list.ask(song)}
              >
                Eliminar
              </Button>
            </>
          )}
        />
      )}
      {query.data && (
        <AdminPager page={page} pages={list.pages} onPage={onPage} label={ADMIN_TEXTS.songsPager} />
      )}
      <ConfirmDelete
        title={ADMIN_TEXTS.deleteSongTitle}
        question={ADMIN_TEXTS.deleteSongQuestion}
        name={list.asking?.title ?? null}
        onConfirm={list.confirm}
        onCancel={list.cancel}
      />
    </>
  );
}
