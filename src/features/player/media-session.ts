import type { Song } from '../../../domain/api';
import type { Player, PlayerState } from './player';

/** Cover sizes the server publishes: the card thumbnail and the full cover. */
function artwork(song: Song): MediaImage[] {
  const images: MediaImage[] = [];
  if (song.cover_thumb)
    images.push({ src: song.cover_thumb, sizes: '320x320', type: 'image/webp' });
  if (song.cover) images.push({ src: song.cover, sizes: '1024x1024' });
  if (images.length === 0)
    images.push({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' });
  return images;
}

function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // An action this browser does not know.
  }
}

/**
 * Lock-screen and headset controls. seekforward/seekbackward are set to null, never to a handler,
 * so iOS shows previous/next instead of ±10 s; and every handler is registered again each time
 * playback starts (the element's 'playing'), as iOS forgets them when the element changes.
 */
export function connectMediaSession(
  player: Player,
  session: MediaSession | undefined = navigator.mediaSession,
) {
  if (!session) return () => {};
  const registerHandlers = () => {
    setHandler(session, 'play', () => player.play());
    setHandler(session, 'pause', () => player.pause());
    setHandler(session, 'seekto', (details) => {
      if (typeof details.seekTime === 'number') player.seek(details.seekTime);
    });
    setHandler(session, 'previoustrack', () => player.previous());
    setHandler(session, 'nexttrack', () => player.next());
    setHandler(session, 'seekforward', null);
    setHandler(session, 'seekbackward', null);
  };
  const clearHandlers = () => {
    for (const action of ['play', 'pause', 'seekto', 'previoustrack', 'nexttrack'] as const) {
      setHandler(session, action, null);
    }
  };
  const showing = (state: PlayerState) => state.current !== null && !state.hidden;
  if (showing(player.getState())) registerHandlers();

  let last: PlayerState = player.getState();
  return player.subscribe(() => {
    const state = player.getState();
    const song = state.current;
    // Closed, or signed out: the lock screen keeps neither the song nor controls for it.
    if (!showing(state)) {
      if (showing(last) || last.current) {
        session.metadata = null;
        clearHandlers();
      }
      session.playbackState = 'none';
      last = state;
      return;
    }
    const reopened = !showing(last);
    if (reopened) registerHandlers();
    if (song && (song !== last.current || reopened) && typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: song.title,
        artist: song.interpreters.join(', ') || song.composers.join(', '),
        album: 'Tambora',
        artwork: artwork(song),
      });
    }
    session.playbackState = state.playing ? 'playing' : state.current ? 'paused' : 'none';
    // A quiet start (player.ts) may reach us in one change from the last song playing to this one.
    const started =
      state.playing && !state.loading && (last.loading || !last.playing || song !== last.current);
    if (started && !reopened) registerHandlers();
    const moved = state.position !== last.position || state.duration !== last.duration;
    if ((started || moved || state.playing !== last.playing) && state.duration > 0) {
      try {
        session.setPositionState({
          duration: state.duration,
          playbackRate: 1,
          position: Math.min(state.position, state.duration),
        });
      } catch {
        // Position beyond duration while metadata settles.
      }
    }
    last = state;
  });
}
