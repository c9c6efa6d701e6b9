import { Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { LIBRARY_TEXTS } from '../../../../domain/library-texts';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import { matches } from '../../../../domain/text-filter';
import classes from '../../../components/lists/FilteredListPage.module.css';
import { db } from '../../../lib/db';
import { useOnline } from '../../../lib/use-online';
import { useTrackedDeferredValue } from '../../../lib/use-tracked-deferred-value';
import { useSessionUser } from '../../auth/session-store';
import { FollowedCreators } from '../../follows/components/FollowedCreators';
import { useLikedId } from '../../library-sync/liked-ids';
import { hasMirrored } from '../../library-sync/mirror-version';
import { PlaylistEntryPoints } from '../../playlists/components/PlaylistEntryPoints';
import { PlaylistGrid } from '../../playlists/components/PlaylistGrid';
import { useEditablePlaylists } from '../../playlists/editable';
import { SongTable } from '../../songs/components/SongTable';

/**
 * /Library (spec section 2): 'Buscar canciones...', 'Tus listas de reproducción', 'Canciones que
 * te han gustado', and the creators the person follows ('Siguiendo'). Shown at once from the IndexedDB mirror, which the route's loader refreshes from
 * the server when online (routes/Library.tsx).
 */
export function LibraryPage() {
  const [filter, setFilter] = useState('');
  const userId = useSessionUser()?.credentials_id;
  // The songs, the playlists and whether the server's library ever reached this device, read in
  // one transaction: read apart, a render had the new playlists (or 'reached') with the songs of
  // before, said 'No hay canciones…' for a moment and then drew the table below it, pushing
  // 'Siguiendo' 1,800 px down (a layout shift of 0.073 on every first visit).
  const library = useLiveQuery(
    () =>
      db.transaction('r', [db.librarySongs, db.libraryPlaylists, db.settings], async () => ({
        songs: await db.librarySongs.orderBy('addedAt').reverse().toArray(),
        playlists: await db.libraryPlaylists.orderBy('addedAt').reverse().toArray(),
        mirrored: userId !== undefined && (await hasMirrored(db, userId)),
      })),
    [userId],
  );
  const online = useOnline();
  const librarySongs = library?.songs;
  // Each answer (IndexedDB's, the server's) and each letter typed is drawn in a background
  // render that yields to the browser every few milliseconds, while the field answers at once: a
  // library's table drawn at once was one task of 150–270 ms at 4× CPU (Lighthouse's TBT).
  const shown = useTrackedDeferredValue(library);
  const songs = shown?.songs;
  const playlists = shown?.playlists;
  const mirrored = shown?.mirrored;
  const editable = useTrackedDeferredValue(useEditablePlaylists());
  const shownFilter = useDeferredValue(filter);
  // The library's songs are every song the person likes: the rows' hearts, drawn in the
  // background render after this effect, are told at once, rather than drawn empty and filled in
  // one synchronous redraw of every heart when their own query answers.
  useEffect(() => {
    if (librarySongs) useLikedId.seed(librarySongs.map((entry) => entry.song_id));
  }, [librarySongs]);

  const shownSongs = useMemo(
    () =>
      (songs ?? []).map((entry) => entry.song).filter((song) => matches(song.title, shownFilter)),
    [songs, shownFilter],
  );
  // On a device the person's library has never reached, an empty copy says nothing yet: online,
  // the lists wait for the route's refresh instead of saying 'no songs' and then jumping to the
  // grid and the table (a layout shift every new phone met on its first visit). Offline, once the
  // server's library has arrived, or with anything kept, what the device holds is the answer.
  const listsDrawn =
    songs !== undefined &&
    playlists !== undefined &&
    (mirrored === true || !online || songs.length > 0 || playlists.length > 0);
  // The library's own playlists (IndexedDB, offline too), then the albums and seasonal
  // playlists the person makes, which are theirs without being saved to the library.
  const shownPlaylists = useMemo(() => {
    const saved = (playlists ?? []).map((entry) => entry.playlist);
    const savedIds = new Set(saved.map((playlist) => playlist.playlist_id));
    return [...saved, ...editable.filter((playlist) => !savedIds.has(playlist.playlist_id))].filter(
      (playlist) => matches(playlist.name, shownFilter),
    );
  }, [playlists, editable, shownFilter]);

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
        {listsDrawn &&
          (shownPlaylists.length > 0 ? (
            <LibraryPlaylists playlists={shownPlaylists} label={LIBRARY_TEXTS.playlistsHeading} />
          ) : (
            <Text>{PLAYLIST_TEXTS.noPlaylists}</Text>
          ))}
      </section>
      {/* Below the grid: drawn with it, so the grid's arrival never pushes it down the screen. */}
      {listsDrawn && (
        <section aria-labelledby="biblioteca-canciones">
          <Title order={2} id="biblioteca-canciones" className={classes.heading}>
            {LIBRARY_TEXTS.songsHeading}
          </Title>
          {shownSongs.length > 0 ? (
            <LibrarySongs songs={shownSongs} label={LIBRARY_TEXTS.songsHeading} />
          ) : (
            <Text>No hay canciones relacionadas a tu busqueda</Text>
          )}
        </section>
      )}
      {listsDrawn && userId !== undefined && <FollowedCreators userId={userId} />}
    </section>
  );
}

// Memoised: the urgent render keeps the deferred lists (the same arrays) and skips these.
const LibraryPlaylists = memo(PlaylistGrid);
const LibrarySongs = memo(SongTable);
