import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import type { Song } from '../../../../domain/api';
import { composersLine } from '../../../../domain/song-card-texts';
import { useSessionUser } from '../../auth/session-store';
import { songKeys } from '../../songs/api';
import { downloadName } from '../../songs/download-name';
import { deleteSong } from '../../songs/song-api';
import { adminKeys, fetchAdminSongs } from '../api';
import { ADMIN_TEXTS } from '../texts';
import { type AdminListTabProps, AdminListView } from './AdminListView';
import type { AdminColumn } from './AdminTable';
import { ConfirmDelete } from './ConfirmDelete';

const COLUMNS: readonly AdminColumn<Song>[] = [
  { header: 'Identificador', cell: (song) => song.tambora_id },
  {
    header: 'Nombre',
    cell: (song) => (
      <Link to="/Artist/$songId" params={{ songId: song.song_id }}>
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

const TEXTS = {
  table: ADMIN_TEXTS.songsTable,
  pager: ADMIN_TEXTS.songsPager,
  empty: ADMIN_TEXTS.noSongs,
  deleteTitle: ADMIN_TEXTS.deleteSongTitle,
  deleteQuestion: ADMIN_TEXTS.deleteSongQuestion,
};

/**
 * 'Canciones Subidas': every song, 4 a page, to edit, download or delete. Deleting someone else's
 * song asks the reason its creator is told.
 */
export function AdminSongsTab({ page, onPage }: AdminListTabProps) {
  const queryClient = useQueryClient();
  const viewer = useSessionUser();
  // The reason given in the confirmation, read by the deletion it starts.
  const reason = useRef<string | undefined>(undefined);
  return (
    <AdminListView<Song>
      baseKey={adminKeys.songs}
      fetchPage={fetchAdminSongs}
      page={page}
      onPage={onPage}
      idOf={(song) => song.song_id}
      remove={(songId) => deleteSong(songId, reason.current)}
      deleteFallback={ADMIN_TEXTS.deleteSongFailed}
      afterRemove={() => void queryClient.invalidateQueries({ queryKey: songKeys.all })}
      texts={TEXTS}
      columns={COLUMNS}
      nameOf={(song) => song.title}
      renderConfirm={({ row, onConfirm, onCancel }) => (
        <ConfirmDelete
          title={TEXTS.deleteTitle}
          question={TEXTS.deleteQuestion}
          name={row?.title ?? null}
          askReason={row !== null && row.user_id !== viewer?.credentials_id}
          onCancel={onCancel}
          onConfirm={(why) => {
            reason.current = why;
            onConfirm();
          }}
        />
      )}
      editLink={(song, props) => (
        <Link {...props} to="/EditSongAdmin/$songId" params={{ songId: song.song_id }} />
      )}
      moreActions={(song) => (
        <Button
          size="xs"
          variant="light"
          component="a"
          // The file as uploaded (admins get it), not the streaming rendition.
          href={song.audio_original ?? song.audio}
          download={downloadName(song.title, song.audio_original ?? song.audio)}
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={`Descargar ${song.title}`}
        >
          Descargar
        </Button>
      )}
    />
  );
}
