import { Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { LIBRARY_TEXTS } from '../../../../domain/library';
import { PLAYLIST_TEXTS } from '../../../../domain/playlists';
import { db } from '../../../lib/db';
import { PlaylistEntryPoints } from '../../playlists/components/PlaylistEntryPoints';
import { PlaylistGrid } from '../../playlists/components/PlaylistGrid';
import { useEditablePlaylists } from '../../playlists/editable';
import { SongTable } from '../../songs/components/SongTable';
import { startLibrarySync, syncLibrary } from '../sync';
import classes from './LibraryPage.module.css';

/** Spec section 5: "Library and playlist filters: case-insensitive substring". */
export function matches(text: string, filter: string): boolean {
  return text.toLocaleLowerCase('es').includes(filter.trim().toLocaleLowerCase('es'));
}

/**
 * /Library (spec section 2): 'Buscar canciones...', 'Tus listas de reproducción', 'Canciones que
 * te han gustado'. Shown at once from the IndexedDB mirror, refreshed from the server when online.
 */
export function LibraryPage() {
  const [filter, setFilter] = useState('');
  const songs = useLiveQuery(() => db.librarySongs.orderBy('addedAt').reverse().toArray(), []);
  const playlists = useLiveQuery(
    () => db.libraryPlaylists.orderBy('addedAt').reverse().toArray(),
    [],
  );
  useEffect(() => {
    startLibrarySync();
    void syncLibrary().catch(() => undefined);
  }, []);

  const shownSongs = (songs ?? [])
    .map((entry) => entry.song)
    .filter((song) => matches(song.title, filter));
  // The library's own playlists (IndexedDB, offline too), then the albums and seasonal
  // playlists the person makes, which are theirs without being saved to the library.
  const editable = useEditablePlaylists();
  const saved = (playlists ?? []).map((entry) => entry.playlist);
  const savedIds = new Set(saved.map((playlist) => playlist.playlist_id));
  const shownPlaylists = [
    ...saved,
    ...editable.filter((playlist) => !savedIds.has(playlist.playlist_id)),
  ].filter((playlist) => matches(playlist.name, filter));

  return (
    <section className={classes.page} aria-labelledby="biblioteca-titulo">
      <div className={classes.header}>
        <Title order={1} id="biblioteca-titulo" className={classes.title}>
          Biblioteca
        </Title>
        <PlaylistEntryPoints />
      </div>
      <TextInput
        className={classes.search}
        placeholder={LIBRARY_TEXTS.searchPlaceholder}
        aria-label={LIBRARY_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <section aria-labelledby="biblioteca-listas">
        <Title order={2} id="biblioteca-listas" className={classes.heading}>
          {LIBRARY_TEXTS.playlistsHeading}
        </Title>
        {playlists !== undefined &&
          (shownPlaylists.length > 0 ? (
            <PlaylistGrid playlists={shownPlaylists} label={LIBRARY_TEXTS.playlistsHeading} />
          ) : (
            <Text>{PLAYLIST_TEXTS.noPlaylists}</Text>
          ))}
      </section>
      <section aria-labelledby="biblioteca-canciones">
        <Title order={2} id="biblioteca-canciones" className={classes.heading}>
          {LIBRARY_TEXTS.songsHeading}
        </Title>
        {songs !== undefined &&
          (shownSongs.length > 0 ? (
            <SongTable songs={shownSongs} label={LIBRARY_TEXTS.songsHeading} />
          ) : (
            <Text>No hay canciones relacionadas a tu busqueda</Text>
          ))}
      </section>
    </section>
  );
}
