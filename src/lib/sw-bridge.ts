import {
  PLAYBACK_START_HOLD_MS,
  PLAYBACK_STARTING,
  type PlaybackStartingMessage,
} from '../../domain/worker-messages';
import { afterStart } from './after-start';

type Listener = () => void;

/**
 * The "new version ready" state, shared between the registration code and the banner that shows it.
 * A new service worker waits (sw/sw.ts) until the person chooses to update.
 */
export interface UpdateStore {
  subscribe: (listener: Listener) => () => void;
  getSnapshot: () => boolean;
  /** Called by the registration code when a new worker is waiting. */
  offer: (apply: () => void) => void;
  /** Called by the banner's 'Actualizar' button. */
  apply: () => void;
}

export function createUpdateStore(): UpdateStore {
  const listeners = new Set<Listener>();
  let applyUpdate: (() => void) | null = null;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => applyUpdate !== null,
    offer(apply) {
      applyUpdate = apply;
      emit();
    },
    apply() {
      applyUpdate?.();
    },
  };
}

export const updateStore = createUpdateStore();

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers sw.js in production builds only: in development Vite serves modules the worker would
 * otherwise cache. First install: the worker claims the page at once (nothing to reload). Later
 * versions wait; 'Actualizar' tells the waiting worker to take over, then the page reloads once.
 */
export function registerServiceWorker(store: UpdateStore = updateStore): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Installing the worker downloads the whole shell (compressed, about 400 KB) and writes it to
  // the cache, which must not compete with the first screen for bandwidth or the CPU, nor with
  // what follows it at once: registered when the start is over. 'load' came too early:
  // Lighthouse's blocking time on a song page was 244 ms with the install beside the start and
  // 157 without a worker (medians of 11 and 10); on /, registered at the settled mark 222, three
  // seconds after it 167, without a worker 140-146.
  afterStart(() => void register(store));
}

/** This page's registration, once made. */
let registration: ServiceWorkerRegistration | undefined;

/**
 * A song is starting: a worker still installing (a first visit) holds its precache downloads for
 * a moment, so the song's first bytes do not wait behind the shell's.
 */
export function holdWorkerInstall(): void {
  const message: PlaybackStartingMessage = { type: PLAYBACK_STARTING, ms: PLAYBACK_START_HOLD_MS };
  registration?.installing?.postMessage(message);
}

async function register(store: UpdateStore): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloading = false;

  wb.addEventListener('waiting', () => {
    // Once per page: a later check that finds the worker still waiting says nothing new.
    if (!store.getSnapshot()) void recordUpdateNotification();
    store.offer(() => {
      wb.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    });
  });

  registration = await wb.register();
  const registered = registration;
  if (registered) {
    window.setInterval(() => void registered.update(), UPDATE_CHECK_INTERVAL_MS);
  }
}

/** DECISIONS "Notifications": a new version of the app ready is one of the local notifications. */
export async function recordUpdateNotification(): Promise<void> {
  try {
    // Loaded when a new version waits, not on the first visit.
    const [{ recordNotification }, { NEW_VERSION_READY }] = await Promise.all([
      import('../features/notifications/record'),
      import('../features/notifications/events'),
    ]);
    // One unread word of it at a time: each page load finds the same worker waiting again.
    await recordNotification(NEW_VERSION_READY, { unlessUnread: true });
  } catch {
    // The banner still shows; the notification list is a convenience.
  }
}
