/**
 * 'Transmitir' (docs/product.md "Transmitir"), on the Remote Playback API: Chrome on Android
 * sends an element's media to a Cast device, Safari to AirPlay. The playing element's availability
 * is followed, so the button shows only while a device can take the music; while one holds it,
 * the engine loads the next songs into that same element, so the queue goes on there.
 */
import { NO_REMOTE, type RemotePlaybackControl, type RemoteState } from './engine';

type WithRemote = HTMLMediaElement & { remote?: RemotePlayback };

export interface RemoteFollower {
  control: RemotePlaybackControl;
  /** `element` now plays: its availability and connection are the ones shown. */
  follow(element: HTMLMediaElement): void;
  /** Whether a device is playing `element` (then it must stay the one that plays). */
  holds(element: HTMLMediaElement): boolean;
}

/** Null where the browser has no Remote Playback API (Firefox): no button, nothing followed. */
export function createRemoteFollower(
  prototype: object = globalThis.HTMLMediaElement?.prototype ?? {},
): RemoteFollower | null {
  if (!('remote' in prototype)) return null;
  const listeners = new Set<(state: RemoteState) => void>();
  let state = NO_REMOTE;
  let followed: { element: WithRemote; watchId: number | null } | null = null;

  const publish = (change: Partial<RemoteState>) => {
    const next = { ...state, ...change };
    if (next.available === state.available && next.connected === state.connected) return;
    state = next;
    for (const listener of listeners) listener(state);
  };

  const stopFollowing = () => {
    const previous = followed;
    followed = null;
    const remote = previous?.element.remote;
    if (!remote) return;
    remote.onconnect = null;
    remote.onconnecting = null;
    remote.ondisconnect = null;
    if (previous.watchId !== null) remote.cancelWatchAvailability(previous.watchId).catch(() => {});
  };

  return {
    control: {
      subscribe(listener) {
        listeners.add(listener);
        listener(state);
        return () => listeners.delete(listener);
      },
      async prompt() {
        await followed?.element.remote?.prompt();
      },
    },
    follow(element: WithRemote) {
      if (followed?.element === element) return;
      stopFollowing();
      const remote = element.remote;
      if (!remote) {
        publish(NO_REMOTE);
        return;
      }
      const entry: { element: WithRemote; watchId: number | null } = { element, watchId: null };
      followed = entry;
      const connection = () => {
        if (followed === entry) publish({ connected: remote.state === 'connected' });
      };
      remote.onconnect = connection;
      remote.onconnecting = connection;
      remote.ondisconnect = connection;
      connection();
      remote
        .watchAvailability((available) => {
          if (followed === entry) publish({ available });
        })
        .then(
          (id) => {
            if (followed === entry) entry.watchId = id;
            else remote.cancelWatchAvailability(id).catch(() => {});
          },
          // NotSupportedError: this browser cannot tell (a desktop without devices, a data
          // saver); offering a chooser that may hold nothing is worse than no button.
          () => {
            if (followed === entry) publish({ available: false });
          },
        );
    },
    holds(element: WithRemote) {
      return element.remote?.state === 'connected';
    },
  };
}
