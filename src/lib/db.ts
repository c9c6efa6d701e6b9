import Dexie, { type EntityTable, liveQuery } from 'dexie';
import type { Playlist, SessionUser, Song } from '../../domain/api';
import { DB_NAME, noteAppDbOpen } from './app-db-made';
import { startWork, tracked } from './pending-work';

/**
 * Everything the app needs offline lives in IndexedDB (ARCHITECTURE "Audio caching"): requests made
 * before the service worker controls the page bypass it, so the HTTP cache alone is not enough.
 */

export interface KeyValue<T = unknown> {
  key: string;
  value: T;
}

export interface SessionEntry {
  /** Always 'user' (spec section 3: the session user is stored under the key 'user'). */
  key: 'user';
  value: SessionUser;
}

export interface ApiCacheEntry {
  /** The request it answers, e.g. 'GET /songs?sort=recent&limit=10'. */
  key: string;
  data: unknown;
  updatedAt: number;
}

export interface RecommendationsEntry {
  /** One entry per reading: 'home' (10 songs) or 'page-<n>' (30 a page). */
  id: string;
  songs: Song[];
  lastUpdateTime: number;
}

export interface RecentlyPlayedEntry {
  song_id: number;
  song: Song;
  playedAt: number;
  /** Spec section 3 names the recent-plays time 'lastUpdateTime'; equal to playedAt. */
  lastUpdateTime?: number;
}

export interface RecentlyViewedPlaylistEntry {
  playlist_id: number;
  playlist: Playlist;
  viewedAt: number;
}

export const NOTIFICATION_TYPES = ['message', 'alert', 'info', 'update'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec section 3: local notifications. */
export interface NotificationEntry {
  id?: number;
  type: NotificationType;
  title: string;
  description: string;
  time: number;
  /** 0 or 1: IndexedDB cannot index booleans. */
  read: 0 | 1;
}

export type OfflineQueueStatus = 'pending' | 'sending' | 'failed';

/** DECISIONS "Offline-first": changes made offline wait here, sent in order when back online. */
export interface OfflineQueueEntry {
  id?: number;
  /**
   * The person who made the change (credentials_id). Not indexed, so no schema version was
   * needed; entries from before it have none and are dropped at the next sign-out.
   */
  ownerId?: number;
  createdAt: number;
  kind: string;
  payload: unknown;
  status: OfflineQueueStatus;
  /** Lets the sender drop a duplicate of a change already queued (e.g. like twice). */
  dedupeKey?: string;
  lastError?: string;
}

export interface PlayerStateEntry {
  key: 'current';
  playing: boolean;
  currentSongId: number | null;
  songList: Song[];
  playlistId: number | null;
  hidden: boolean;
  volume: number;
  positionSeconds: number;
  /** Not indexed, so no schema version was needed; absent in entries saved before it existed. */
  muted?: boolean;
  /** 'Aleatorio' and the order it replaced; 'Repetir' (absent before they existed). */
  shuffle?: boolean;
  unshuffledList?: Song[] | null;
  repeat?: 'off' | 'all' | 'one';
}

export interface LibrarySongEntry {
  song_id: number;
  song: Song;
  addedAt: number;
}

export interface LibraryPlaylistEntry {
  playlist_id: number;
  playlist: Playlist;
  addedAt: number;
}

export interface OfflineSongEntry {
  song_id: number;
  song: Song;
  /** 1 when the person pinned it; 0 when it is only a recently played copy that may be evicted. */
  pinned: 0 | 1;
  sizeBytes: number;
  cachedAt: number;
  lastPlayedAt: number;
  /**
   * 1 when 'Descargas inteligentes' saved it from 'Para ti' and the person has not played or
   * pinned it since: the first to go when room is needed, and replaced as the list changes.
   */
  smart?: 1;
}

/**
 * A playlist pinned for offline: its songs are pinned, and they follow the
 * playlist on each sync. `songIds` is the list as of the last follow, in the playlist's order: a
 * song added since is downloaded, one removed since is let go, and one the person removed by hand
 * in Descargas is not fetched again.
 */
export interface PinnedPlaylistEntry {
  playlist_id: number;
  name: string;
  cover: string | null;
  songIds: number[];
  pinnedAt: number;
}

export type TamboraDb = Dexie & {
  session: EntityTable<SessionEntry, 'key'>;
  settings: EntityTable<KeyValue, 'key'>;
  apiCache: EntityTable<ApiCacheEntry, 'key'>;
  recommendations: EntityTable<RecommendationsEntry, 'id'>;
  recentlyPlayedSongs: EntityTable<RecentlyPlayedEntry, 'song_id'>;
  recentlyViewedPlaylists: EntityTable<RecentlyViewedPlaylistEntry, 'playlist_id'>;
  notifications: EntityTable<NotificationEntry, 'id'>;
  offlineQueue: EntityTable<OfflineQueueEntry, 'id'>;
  playerState: EntityTable<PlayerStateEntry, 'key'>;
  librarySongs: EntityTable<LibrarySongEntry, 'song_id'>;
  libraryPlaylists: EntityTable<LibraryPlaylistEntry, 'playlist_id'>;
  offlineSongs: EntityTable<OfflineSongEntry, 'song_id'>;
  pinnedPlaylists: EntityTable<PinnedPlaylistEntry, 'playlist_id'>;
};

export { DB_NAME };

/**
 * Schema history: never edit a released version; add `db.version(n + 1)` with the change and,
 * when data must move, an `.upgrade()` step.
 */
export const SCHEMA_V1 = {
  session: 'key',
  settings: 'key',
  apiCache: 'key, updatedAt',
  recommendations: 'id, lastUpdateTime',
  recentlyPlayedSongs: 'song_id, playedAt',
  recentlyViewedPlaylists: 'playlist_id, viewedAt',
  notifications: '++id, type, read, time',
  offlineQueue: '++id, createdAt, kind, status, dedupeKey, [status+createdAt]',
  playerState: 'key',
  librarySongs: 'song_id, addedAt',
  libraryPlaylists: 'playlist_id, addedAt',
  offlineSongs: 'song_id, pinned, cachedAt, lastPlayedAt',
} as const;

/** Version 2 adds the pinned playlists (a new table: nothing to move). */
export const SCHEMA_V2 = { ...SCHEMA_V1, pinnedPlaylists: 'playlist_id' } as const;

export function createDb(name: string = DB_NAME): TamboraDb {
  const db = new Dexie(name) as TamboraDb;
  db.version(1).stores(SCHEMA_V1);
  db.version(2).stores(SCHEMA_V2);
  countOpens(db);
  countTransactions(db);
  return db;
}

/**
 * An open under way is pending work too (src/lib/pending-work.ts): a read asked for meanwhile
 * waits inside Dexie and is not yet a transaction, so without this a first visit's page was called
 * settled while its database was still being made. Dexie's own opening on a first read calls
 * `open` too.
 */
function countOpens(db: Dexie): void {
  const open = db.open.bind(db);
  db.open = (() => {
    const opening = open();
    // Its failure is the caller's to handle; here it only ends the count.
    tracked(opening).catch(() => undefined);
    return opening;
  }) as typeof db.open;
}

/** Each database's IndexedDB transactions under way (closeWhileCached abandons them). */
const underWay = new WeakMap<Dexie, Set<UnderWay>>();

/** An IDBTransaction as far as this file needs one (fake-indexeddb's are not EventTargets). */
interface UnderWay {
  addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
  abort(): void;
}

const isUnderWay = (transaction: unknown): transaction is UnderWay =>
  typeof (transaction as Partial<UnderWay> | null)?.addEventListener === 'function' &&
  typeof (transaction as Partial<UnderWay>).abort === 'function';

/** Each IndexedDB transaction counted until it ends (src/lib/pending-work.ts). */
function countTransactions(db: Dexie): void {
  const live = new Set<UnderWay>();
  underWay.set(db, live);
  db.use({
    stack: 'dbcore',
    name: 'pending-work',
    create: (down) => ({
      ...down,
      transaction: (...args) => {
        const transaction = down.transaction(...args);
        if (isUnderWay(transaction)) {
          const finish = startWork();
          live.add(transaction);
          const end = () => {
            finish();
            live.delete(transaction);
          };
          for (const type of ['complete', 'abort', 'error'])
            transaction.addEventListener(type, end, { once: true });
        }
        return transaction;
      },
    }),
  });
}

/** The app's one database. Tests build their own with createDb(uniqueName). */
export const db: TamboraDb = createDb();
// Whatever opens it first (a lazy screen's own import, or lazy-db.ts), those waiting for it start.
db.on('ready', noteAppDbOpen);

/**
 * A page kept in the back/forward cache holds its database closed until it comes back, and what
 * it had under way is abandoned. WebKit neither finishes a cached page's transaction nor answers
 * an open it asks for (Dexie reopens on the next read or write) until the page returns, and every
 * open and transaction of the site's other pages on the same tables waits behind them: the next
 * page's hearts never answered and its queue never sent. An abandoned write is one the page was
 * making as it was left: a refresh is made again, and a press says it failed when the page returns.
 */
export function closeWhileCached(database: Dexie, target: PageTransitions): void {
  target.addEventListener('pagehide', (event) => {
    if (!event.persisted) return;
    for (const transaction of underWay.get(database) ?? []) {
      try {
        transaction.abort();
      } catch {
        // Finished meanwhile: nothing to abandon.
      }
    }
    database.close({ disableAutoOpen: true });
  });
  target.addEventListener('pageshow', (event) => {
    if (event.persisted) void database.open().catch(() => undefined);
  });
}

/** A window's page transitions (typed here: the service worker's build reads this module too). */
export interface PageTransitions {
  addEventListener(
    type: 'pagehide' | 'pageshow',
    listener: (event: { readonly persisted: boolean }) => void,
  ): void;
}

if ('onpagehide' in globalThis) closeWhileCached(db, globalThis as unknown as PageTransitions);

/** Empties every table (a 401 means the session is gone: DECISIONS "Offline-first"). */
export async function clearAllTables(database: Dexie = db): Promise<void> {
  await Promise.all(database.tables.map((table) => table.clear()));
}

/**
 * Sign-out and the 401 rule: every table emptied except the offline queue's changes that have an
 * owner, kept for that person's next sign-in (src/features/offline-queue/queue.ts).
 */
export async function clearPersonTables(database: TamboraDb = db): Promise<void> {
  await Promise.all(
    database.tables.filter((table) => table.name !== 'offlineQueue').map((table) => table.clear()),
  );
  await database.offlineQueue.filter((entry) => entry.ownerId === undefined).delete();
}

/** Re-exported for first-visit code, which reaches Dexie only through lazy-db.ts. */
export { liveQuery };
