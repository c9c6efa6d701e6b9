import { Button, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { SongDetail } from '../../../../domain/songs';
import { LeaveGuard } from '../../../components/LeaveGuard';
import { errorText } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { useOnline } from '../../../lib/use-online';
import { ErrorList } from '../../auth/components/ErrorList';
import { isAdminUser, useSessionUser } from '../../auth/session-store';
import {
  ModerationReasonField,
  REASON_TEXTS,
  useModerationReason,
} from '../../moderation/ModerationReason';
import { songDetailQueryOptions, songKeys } from '../api';
import { SongPageMessage } from '../detail/SongDetailPage';
import { deleteSong, updateSong } from '../song-api';
import { DELETE_SONG_ERROR, SONG_FEEDBACK } from '../song-feedback';
import { DeleteSongButton } from './DeleteSongButton';
import { OfflineNotice } from './OfflineNotice';
import { SongFields } from './SongFields';
import classes from './SongForm.module.css';
import { songFormFrom, updateBody } from './song-form-values';
import { type BusyPhase, UploadBusy } from './UploadBusy';
import page from './UploadSongPage.module.css';
import { useSongForm } from './use-song-form';
import { type PendingUpload, useUploads } from './use-uploads';

/** Spec section 8. */
export const UPDATE_SONG_ERROR =
  'No se pudo guardar la canción. Verifica los datos e intenta de nuevo.';
export const OFFLINE_EDIT_TEXT = 'Necesitas conexión a internet para guardar o eliminar canciones.';

const REASON_FIELD_ID = 'motivo-ocultar';

/** Where the admin editor returns: the dashboard's songs tab. */
const ADMIN_SONGS = { to: '/AdminPage', search: { tab: 'canciones' } } as const;

function EditSongForm({ song, admin }: { song: SongDetail; admin: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const form = useSongForm(() => songFormFrom(song, song.composer_links), true);
  const viewer = useSessionUser();
  // An admin acting on someone else's song says why; its creator is told.
  const moderated =
    viewer !== null && isAdminUser(viewer) && viewer.credentials_id !== song.user_id;
  const hiding = moderated && song.visibility && !form.values.visibility;
  const reason = useModerationReason();
  const [reasonMissing, setReasonMissing] = useState(false);
  const uploads = useUploads();
  const [phase, setPhase] = useState<BusyPhase | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const clearFailure = useCallback(() => setFailure([]), []);
  const busy = useRef(false);
  const songId = song.song_id;

  async function run(kind: BusyPhase, task: () => Promise<void>, fallback: string) {
    if (busy.current || !online) return;
    busy.current = true;
    setFailure([]);
    setPhase(kind);
    try {
      await task();
    } catch (error) {
      uploads.forgetIfStale(error);
      uploads.reset();
      setFailure([errorText(error, fallback)]);
      setPhase(null);
      busy.current = false;
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !online || !form.check()) return;
    if (hiding && !reason.reason) {
      setReasonMissing(true);
      document.getElementById(REASON_FIELD_ID)?.focus();
      return;
    }
    const { values } = form;
    void run(
      'uploading',
      async () => {
        const pending: PendingUpload[] = [];
        if (values.coverFile) pending.push({ bucket: 'images', file: values.coverFile });
        if (values.audioFile) pending.push({ bucket: 'audios', file: values.audioFile });
        const urls = await uploads.uploadAll(pending);
        const replaced = {
          cover: values.coverFile ? urls[0] : undefined,
          audio: values.audioFile ? urls[urls.length - 1] : undefined,
        };
        setPhase('saving');
        await updateSong(songId, {
          ...updateBody(values, replaced, { withLocation: admin }),
          ...(hiding && reason.reason && { moderation_reason: reason.reason }),
        });
        await queryClient.invalidateQueries({ queryKey: songKeys.all });
        form.markSaved();
        notify('success', SONG_FEEDBACK.saved(values.title.trim()));
        // The admin's list of songs is among them (its key nests under the songs' own).
        if (admin) {
          await navigate(ADMIN_SONGS);
        } else {
          await navigate({ to: '/Artist/$songId', params: { songId: songId } });
        }
      },
      UPDATE_SONG_ERROR,
    );
  }

  function remove(why?: string) {
    void run(
      'deleting',
      async () => {
        await deleteSong(songId, why);
        queryClient.removeQueries({ queryKey: songKeys.detail(songId) });
        void queryClient.invalidateQueries({ queryKey: songKeys.all });
        form.markSaved();
        notify('success', SONG_FEEDBACK.deleted(song.title));
        await navigate(admin ? ADMIN_SONGS : { to: '/' });
      },
      DELETE_SONG_ERROR,
    );
  }

  const locked = phase !== null;
  return (
    <form noValidate onSubmit={save} className={classes.form} aria-busy={locked || undefined}>
      <Stack gap="lg">
        <SongFields
          values={form.values}
          onChange={form.change}
          errors={form.errors}
          refs={form.refs}
          song={song}
          disabled={locked}
          withLocation={admin}
        />
        {hiding && (
          <ModerationReasonField
            id={REASON_FIELD_ID}
            state={reason}
            error={reasonMissing && !reason.reason ? REASON_TEXTS.missing : null}
          />
        )}
        {!online && <OfflineNotice text={OFFLINE_EDIT_TEXT} />}
        <ErrorList errors={failure} onExpire={clearFailure} />
        <div className={classes.actions}>
          <DeleteSongButton onConfirm={remove} disabled={locked || !online} moderated={moderated} />
          <Button
            renderRoot={(props) =>
              admin ? (
                <Link {...props} {...ADMIN_SONGS} />
              ) : (
                <Link {...props} to="/Artist/$songId" params={{ songId: songId }} />
              )
            }
            variant="default"
            size="md"
          >
            Cancelar
          </Button>
          <Button type="submit" size="md" disabled={locked || !online}>
            Guardar cambios
          </Button>
        </div>
      </Stack>
      {phase && (
        <UploadBusy phase={phase} percent={phase === 'uploading' ? uploads.percent : undefined} />
      )}
      <LeaveGuard shouldBlock={form.shouldBlockLeaving} />
    </form>
  );
}

function EditLoaded({ songId, admin }: { songId: number; admin: boolean }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const query = usePersistedQuery(songDetailQueryOptions(songId));
  // A copy read back from IndexedDB may be old: edit only what the server has just said. A page
  // drawn offline from a list's copy lacks the lyrics and credits: saving it would erase them.
  const fromDevice = query.data?.fromDevice === true;
  const song =
    (query.isFetchedAfterMount || !query.isStale) && !fromDevice ? query.data : undefined;
  const allowed =
    song !== undefined &&
    user !== null &&
    (isAdminUser(user) || (!admin && user.credentials_id === song.user_id));

  // Only the owner or an admin edits (the server says 403 to anyone else): others see the song.
  // The admin editor (/EditSongAdmin) is for admins only; owners edit at /EditSongRepertorie.
  useEffect(() => {
    if (song && !query.isError && !allowed) {
      void navigate({
        to: '/Artist/$songId',
        params: { songId: songId },
        replace: true,
      });
    }
  }, [song, allowed, query.isError, navigate, songId]);

  if (query.isError) return <SongPageMessage />;
  if (fromDevice) {
    return (
      <section className={page.page}>
        <OfflineNotice text={OFFLINE_EDIT_TEXT} />
      </section>
    );
  }
  if (!song || !allowed) return <SongPageMessage loading />;
  return (
    <section className={page.page} aria-labelledby="editar-cancion">
      <Title order={1} id="editar-cancion" className={page.title}>
        Editar canción
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <EditSongForm key={song.song_id} song={song} admin={admin} />
      </Paper>
    </section>
  );
}

export interface EditSongPageProps {
  songId: number | null;
  /**
   * /EditSongAdmin: also the song's location (Repertorio / Biblioteca), and back to the admin
   * dashboard's songs afterwards instead of the song's page.
   */
  admin?: boolean;
}

/**
 * /EditSongRepertorie/{songId} and /EditSongAdmin/{songId} (spec section 2): every field, new
 * files, visibility, delete.
 */
export function EditSongPage({ songId, admin = false }: EditSongPageProps) {
  if (songId === null) return <SongPageMessage />;
  return <EditLoaded songId={songId} admin={admin} />;
}
