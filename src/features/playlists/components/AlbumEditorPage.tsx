import { Alert, Button, Loader, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Song } from '../../../../domain/api';
import {
  COLLECTION_TEXTS,
  type CollectionKind,
  PLAYLIST_LIMITS,
  PLAYLIST_TEXTS,
} from '../../../../domain/playlist-texts';
import type { PlaylistDetail } from '../../../../domain/playlists';
import { errorText } from '../../../lib/api-errors';
import { isAdminUser, useSessionUser } from '../../auth/session-store';
import { deletePlaylistSong, postPlaylist } from '../../library-sync/api';
import { playlistCreated } from '../../notifications/events';
import { recordNotification } from '../../notifications/record';
import { CoverField } from '../../songs/form/FileFields';
import { VisibilityField } from '../../songs/form/VisibilityField';
import { uploadToStorage } from '../../songs/song-api';
import {
  candidateSongsQueryOptions,
  playlistEditorQueryOptions,
  playlistKeys,
  putPlaylist,
} from '../api';
import { mayManagePlaylist } from '../manage-rule';
import classes from './AlbumEditorPage.module.css';
import { playlistPath } from './PlaylistLink';
import { AddedSongList, AddSongList } from './SongPickLists';

export type AlbumEditorProps =
  | { mode: 'create' }
  | { mode: 'edit'; playlistId: number; requireCover: boolean };

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Album create (/uploadPlaylists) and edit (/EditPlaylistRepertoire, /EditPlaylistLibrary): cover
 * (required), name (required), description (optional), songs to add and the added list. In edit
 * mode removing a song calls the server at once; otherwise only the draft changes (spec section 2).
 */
export function AlbumEditorPage(props: AlbumEditorProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const editing = props.mode === 'edit';
  const playlistId = props.mode === 'edit' ? props.playlistId : null;
  const existing = useQuery({ ...playlistEditorQueryOptions(playlistId ?? 0), enabled: editing });

  // Only the owner edits (and admins the admin-curated ones, which the server checks): anyone else
  // goes to the playlist itself, as the song editor sends them to the song (spec section 6).
  const mayEdit = !existing.data || mayManagePlaylist(user, existing.data);
  useEffect(() => {
    if (playlistId !== null && !mayEdit) {
      void navigate({ href: playlistPath(playlistId), replace: true });
    }
  }, [mayEdit, navigate, playlistId]);

  if (editing && (existing.status === 'pending' || !mayEdit)) {
    return (
      <section className={classes.page}>
        <div role="status">
          <Loader size="sm" aria-hidden /> <Text span>Loading...</Text>
        </div>
      </section>
    );
  }
  if (editing && existing.status === 'error') {
    return (
      <section className={classes.page}>
        <Alert role="alert" color="tamboraRed" variant="light">
          {errorText(existing.error, PLAYLIST_TEXTS.loadFailed)}
        </Alert>
      </section>
    );
  }
  return <AlbumEditorForm key={playlistId ?? 'new'} {...props} saved={existing.data ?? null} />;
}

/**
 * The form, filled once from the playlist as the server had it when the screen opened. A later
 * answer of the same query (a refetch, or one that was on its way) never replaces what the person
 * has typed or removed meanwhile: it did, and 'Guardar cambios' then put a removed song back.
 */
function AlbumEditorForm(props: AlbumEditorProps & { saved: PlaylistDetail | null }) {
  const { saved } = props;
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = props.mode === 'edit';
  const playlistId = props.mode === 'edit' ? props.playlistId : null;
  const [name, setName] = useState(saved?.name ?? '');
  const [description, setDescription] = useState(saved?.description ?? '');
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const coverUrl = saved?.cover ?? null;
  const [isPublic, setIsPublic] = useState(saved?.public ?? true);
  const [songs, setSongs] = useState<Song[]>(
    () => saved?.Song_Playlists.map((link) => link.Song) ?? [],
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const candidates = useQuery(candidateSongsQueryOptions(user));

  // Spec section 4: the error list clears itself after 5 s.
  useEffect(() => {
    if (errors.length === 0) return;
    const timer = window.setTimeout(() => setErrors([]), 5000);
    return () => window.clearTimeout(timer);
  }, [errors]);

  const added = new Set(songs.map((song) => song.song_id));
  const coverRequired = props.mode === 'create' || props.requireCover;
  // What this screen makes, so its title and messages name it.
  const kind: CollectionKind = !coverRequired
    ? 'playlist'
    : isAdminUser(user)
      ? 'seasonal'
      : 'album';
  const words = COLLECTION_TEXTS[kind];

  const remove = async (song: Song) => {
    if (playlistId !== null) {
      try {
        await deletePlaylistSong(playlistId, song.song_id);
      } catch {
        setErrors([PLAYLIST_TEXTS.updateFailed]);
        return;
      }
    }
    setSongs((current) => current.filter((candidate) => candidate.song_id !== song.song_id));
  };

  const submit = async () => {
    const problems: string[] = [];
    if (coverRequired && !coverFile && !coverUrl) problems.push(words.coverRequired);
    if (!name.trim()) problems.push(words.nameRequired);
    if (problems.length > 0) {
      setErrors(problems);
      return;
    }
    setBusy(true);
    try {
      const cover = coverFile
        ? (await uploadToStorage('images', coverFile, () => undefined)).url
        : coverUrl;
      const body = {
        name: name.trim(),
        description: description.trim() ? description : null,
        song_ids: songs.map((song) => song.song_id),
      };
      const saved =
        playlistId === null
          ? await postPlaylist({
              ...body,
              cover,
              public: isPublic,
              // Spec section 9: new playlists from the creation screen.
              favorites_count: 1,
              isFromRepertoire: true,
            })
          : await putPlaylist(playlistId, {
              ...body,
              public: isPublic,
              visibility: isPublic,
              ...(cover !== coverUrl || coverFile ? { cover } : {}),
            });
      if (playlistId === null) await recordNotification(playlistCreated(saved.name));
      await queryClient.invalidateQueries({ queryKey: playlistKeys.all });
      queryClient.setQueryData(playlistKeys.detail(saved.playlist_id), saved);
      void navigate({ href: playlistPath(saved.playlist_id) });
    } catch (error) {
      setErrors([
        errorText(error, playlistId === null ? words.createFailed : PLAYLIST_TEXTS.updateFailed),
      ]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={classes.page} aria-labelledby="album-titulo" aria-busy={busy}>
      <Title order={1} id="album-titulo" className={classes.title}>
        {editing ? words.edit : words.create}
      </Title>
      {errors.length > 0 && (
        <Alert role="alert" color="tamboraRed" variant="light">
          <ul className={classes.errors}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={classes.columns}>
        <div className={classes.fields}>
          <CoverField
            id="album-portada"
            file={coverFile}
            currentUrl={coverUrl}
            onChange={setCoverFile}
            required={coverRequired}
            description={
              coverRequired
                ? 'Imagen JPEG, PNG o WEBP.'
                : 'Imagen JPEG, PNG o WEBP. Sin portada se muestra el disco por defecto.'
            }
            disabled={busy}
          />
          <TextInput
            label="Nombre"
            value={name}
            maxLength={PLAYLIST_LIMITS.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Textarea
            label="Descripción"
            value={description}
            maxLength={PLAYLIST_LIMITS.description}
            rows={4}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <VisibilityField
            isPublic={isPublic}
            onChange={setIsPublic}
            disabled={busy}
            hint={
              isPublic
                ? 'Cualquiera puede encontrarla y escucharla.'
                : 'Solo tú la ves (y los administradores).'
            }
          />
          <Button onClick={() => void submit()} loading={busy}>
            {editing ? 'Guardar cambios' : 'Guardar álbum'}
          </Button>
        </div>
        <div className={classes.lists}>
          <section aria-labelledby="album-agregar">
            <Title order={2} id="album-agregar" className={classes.heading}>
              Agregar canciones
            </Title>
            {candidates.status === 'pending' ? (
              <Text role="status">Loading...</Text>
            ) : (
              <AddSongList
                songs={candidates.data ?? []}
                added={added}
                onAdd={(song) => setSongs((current) => [...current, song])}
              />
            )}
          </section>
          <section aria-labelledby="album-agregadas">
            <Title order={2} id="album-agregadas" className={classes.heading}>
              Canciones agregadas
            </Title>
            <AddedSongList
              songs={songs}
              onRemove={(song) => void remove(song)}
              onMove={(from, to) => setSongs((current) => moveItem(current, from, to))}
            />
          </section>
        </div>
      </div>
    </section>
  );
}
