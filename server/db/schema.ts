/**
 * Drizzle's view of the tables. The SQL in migrations/ is the source of truth (checks, triggers,
 * indexes live there); this file mirrors the columns so queries are typed. Change both together.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MODERATION_ACTIONS, NOTICE_KINDS } from '../../domain/moderation-texts';

const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const credentials = pgTable('credentials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: citext('email').notNull().unique(),
  passwordHash: text('password_hash'),
  roles: text('roles').array().notNull().default(['user']),
  hasUploadedSong: boolean('has_uploaded_song').notNull().default(false),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** Set while an admin has suspended the account (0026): no sign-in, public songs hidden. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
});

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  name: text('name'),
  lastName: text('last_name'),
  nickname: text('nickname'),
  phone: text('phone'),
  instruments: text('instruments').array().notNull().default([]),
  nationality: text('nationality'),
  dni: text('dni'),
  biografia: text('biografia'),
  bannerImage: text('banner_image'),
  userImageUrl: text('user_image_url'),
  socialNetworkSelected: text('social_network_selected').array().notNull().default([]),
  socialNetworkLink: text('social_network_link').array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Folded nickname and full name for search (0006); the database keeps it. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`public.f_search_person(nickname, name, last_name)`,
  ),
  /** The display name, folded, for alphabetical lists (0008); the database keeps it. */
  sortName: text('sort_name').generatedAlwaysAs(
    sql`public.f_display_sort_name(nickname, name, last_name)`,
  ),
});

export const songs = pgTable('songs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Assigned by the database (next_tambora_id()); never sent on insert. */
  tamboraId: text('tambora_id').notNull().unique().default(sql`public.next_tambora_id()`),
  title: text('title').notNull(),
  gender: text('gender').notNull(),
  composers: text('composers').array().notNull(),
  interpreters: text('interpreters').array().notNull().default([]),
  authors: text('authors').array().notNull().default([]),
  arrangers: text('arrangers').array().notNull().default([]),
  etiquetas: text('etiquetas').array().notNull().default([]),
  cover: text('cover'),
  coverThumb: text('cover_thumb'),
  letter: text('letter'),
  audio: text('audio').notNull(),
  durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
  duration: text('duration').notNull().default('0:00'),
  /** Maintained by the library_songs trigger: never write it from application code. */
  likes: integer('likes').notNull().default(0),
  favorites: integer('favorites').notNull().default(0),
  /** Counted listens, kept with each row inserted into `plays`. */
  plays: integer('plays').notNull().default(0),
  visibility: boolean('visibility').notNull().default(true),
  isFromRepertoire: boolean('is_from_repertoire').notNull().default(true),
  registroOnda: text('registro_onda'),
  copyright: text('copyright'),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  /** The streaming rendition (m4a) once made; `audio` stays the original. */
  audioRendition: text('audio_rendition'),
  /** SHA-256 of the uploaded audio (0024), to warn its creator of the same file uploaded again. */
  audioSha256: text('audio_sha256'),
  /** The data saver's rendition (m4a, about 48 kbps) once made (migration 0021). */
  audioLight: text('audio_light'),
  /** Made private because its owner is suspended (0026): reactivation makes it public again. */
  hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
  /** When it was made public by its creator (0031, a trigger); null: public since its upload. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  audioStatus: text('audio_status', { enum: ['processing', 'ready', 'failed'] })
    .notNull()
    .default('processing'),
  audioError: text('audio_error'),
  waveform: real('waveform').array(),
  loudnessLufs: doublePrecision('loudness_lufs'),
  /** Drawn once (0016): a random sample is the songs whose keys follow a random number. */
  sampleKey: doublePrecision('sample_key').notNull().default(sql`random()`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Folded for search (0004), kept by the database and trigram-indexed.
  titleSearch: text('title_search').generatedAlwaysAs(sql`public.f_unaccent(lower(title))`),
  composersSearch: text('composers_search').generatedAlwaysAs(sql`public.f_search_list(composers)`),
  interpretersSearch: text('interpreters_search').generatedAlwaysAs(
    sql`public.f_search_list(interpreters)`,
  ),
  authorsSearch: text('authors_search').generatedAlwaysAs(sql`public.f_search_list(authors)`),
  arrangersSearch: text('arrangers_search').generatedAlwaysAs(sql`public.f_search_list(arrangers)`),
});

/** Per owner, kept by triggers (0016): list totals and the creators' rankings read these. */
export const ownerSongCounts = pgTable('owner_song_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  songs: integer('songs').notNull().default(0),
  publicSongs: integer('public_songs').notNull().default(0),
  likes: bigint('likes', { mode: 'number' }).notNull().default(0),
  publicLikes: bigint('public_likes', { mode: 'number' }).notNull().default(0),
  plays: bigint('plays', { mode: 'number' }).notNull().default(0),
  /** People following this creator (0029), kept by the follows trigger. */
  followers: integer('followers').notNull().default(0),
});

/** Songs per day of upload (UTC), all and public (0030): a page of the newest at any depth. */
export const songDayCounts = pgTable('song_day_counts', {
  dayStart: timestamp('day_start', { withTimezone: true }).primaryKey(),
  songs: integer('songs').notNull().default(0),
  publicSongs: integer('public_songs').notNull().default(0),
});

/** Named counts kept by triggers (0016): accounts per role, playlists, uploads per week. */
export const keptCounts = pgTable('kept_counts', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** One counted listen, by the id the browser gave it (a replay finds it and counts nothing). */
export const plays = pgTable('plays', {
  listenId: uuid('listen_id').primaryKey(),
  songId: integer('song_id')
    .notNull()
    .references(() => songs.id, { onDelete: 'cascade' }),
  playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  /** The listen went past half the song (0027), told once it does. */
  pastHalf: boolean('past_half').notNull().default(false),
});

export const playlists = pgTable('playlists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  cover: text('cover'),
  coverThumb: text('cover_thumb'),
  public: boolean('public').notNull().default(true),
  visibility: boolean('visibility').notNull().default(true),
  favoritesCount: integer('favorites_count').notNull().default(0),
  isFromRepertoire: boolean('is_from_repertoire').notNull().default(true),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The folded name for search (0006), kept by the database. */
  nameSearch: text('name_search').generatedAlwaysAs(sql`public.f_unaccent(lower(name))`),
  /** When the album was made public, set by the database (0033); null: its creation time. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** How many public songs it holds, kept by the database (0036). */
  publicSongs: integer('public_songs').notNull().default(0),
});

/** The browser's key for a playlist creation (0005), so a replay creates it once. */
export const playlistClientKeys = pgTable(
  'playlist_client_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientKey] })],
);

export const playlistSongs = pgTable(
  'playlist_songs',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playlistId, table.songId] })],
);

export const libraries = pgTable('libraries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  /** Its changes counted (0017): GET /libraries/{id}?since= answers those after a version. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const librarySongs = pgTable(
  'library_songs',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The library's version when this like last changed; numbered by a trigger (0017). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.libraryId, table.songId] })],
);

/** Songs that left a library, and at which of its versions (0017). */
export const librarySongRemovals = pgTable(
  'library_song_removals',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    songId: integer('song_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.libraryId, table.songId] })],
);

export const libraryPlaylists = pgTable(
  'library_playlists',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.libraryId, table.playlistId] })],
);

export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const emailCodes = pgTable('email_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  purpose: text('purpose', { enum: ['validate_email', 'password_reset'] }).notNull(),
  email: citext('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window counters of the rate limiter (0002); keys are hashed. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Periodic work done once per period across every server process (0015). */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(1),
});

/**
 * Files received by POST /storage/{bucket} (0003). A song may only name its owner's unattached
 * uploads; unattached ones are swept after 2 h. user_id becomes NULL when the account goes.
 */
export const uploads = pgTable('uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bucket: text('bucket', { enum: ['images', 'audios'] }).notNull(),
  name: text('name').notNull(),
  userId: integer('user_id').references(() => credentials.id, { onDelete: 'set null' }),
  format: text('format').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  durationSeconds: doublePrecision('duration_seconds'),
  thumbName: text('thumb_name'),
  attached: boolean('attached').notNull().default(false),
  /** SHA-256 of an audio's bytes (0024): a creator is told when they upload the same file again. */
  sha256: text('sha256'),
  createdAt: createdAt(),
});

/** Room held for an upload on its way (0019): counted against the quotas until it is recorded. */
export const uploadReservations = pgTable('upload_reservations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const jobs = pgTable('jobs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const codeFailures = pgTable('code_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: citext('email').notNull(),
  /** The client's network (IPv4 /24, IPv6 /64) the wrong code came from (0018). */
  network: text('network').notNull().default(''),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A provider's subject linked to an account (0012): social sign-in finds the person by it. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] })],
);

/** A social sign-in under way (0012), for ten minutes; the browser holds the state. */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  origin: text('origin', { enum: ['login', 'register'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** How many libraries hold both songs (0020), each pair both ways; kept by library_songs triggers. */
export const songPairs = pgTable(
  'song_pairs',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    together: integer('together').notNull(),
  },
  (table) => [primaryKey({ columns: [table.songId, table.otherId] })],
);

/** A signed-in person's last listen of each song, kept 8 days (0020): 'Para ti' seeds and exclusions. */
export const recentListens = pgTable(
  'recent_listens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.songId] })],
);

/** Each person's 'Para ti', in order, with why (0020); made by the refresher. */
export const recommendations = pgTable(
  'recommendations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    because: text('because').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.position] })],
);

/** When a person's list was made and since when it is out of date (0020). */
export const recommendationState = pgTable('recommendation_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  staleSince: timestamp('stale_since', { withTimezone: true }),
  computedAt: timestamp('computed_at', { withTimezone: true }),
});

/** Who accepted which version of the terms of use, and when (0022); publishing needs the current one. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);

/** The profile a creator picked for a credited name (0023), by the name's folded key. */
export const songCreditPicks = pgTable(
  'song_credit_picks',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.songId, table.nameKey] })],
);

/** What admins did to people and songs (0026), newest first for the admin to read. */
export const moderationLog = pgTable('moderation_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  actorId: integer('actor_id').references(() => credentials.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
  targetUserId: integer('target_user_id').references(() => credentials.id, {
    onDelete: 'set null',
  }),
  targetName: text('target_name').notNull(),
  detail: text('detail'),
  createdAt: createdAt(),
});

/** A creator's notice that an admin hid or removed one of their songs, and why (0026). */
export const moderationNotices = pgTable('moderation_notices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
  songTitle: text('song_title').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** The counts of one day (0027): plays, where they started, halves, listeners, likes, adds. */
const dailyCounts = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  plays: integer('plays').notNull().default(0),
  tracked: integer('tracked').notNull().default(0),
  pastHalf: integer('past_half').notNull().default(0),
  listeners: integer('listeners').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  playlistAdds: integer('playlist_adds').notNull().default(0),
  fromHome: integer('from_home').notNull().default(0),
  fromSearch: integer('from_search').notNull().default(0),
  fromSong: integer('from_song').notNull().default(0),
  fromPlaylist: integer('from_playlist').notNull().default(0),
  fromProfile: integer('from_profile').notNull().default(0),
  fromQueue: integer('from_queue').notNull().default(0),
  fromDownloads: integer('from_downloads').notNull().default(0),
  fromLibrary: integer('from_library').notNull().default(0),
  fromOther: integer('from_other').notNull().default(0),
  fromEmbed: integer('from_embed').notNull().default(0),
});

/** One song's day, for the creator studio (0027), kept by public.studio_count. */
export const songDailyStats = pgTable(
  'song_daily_stats',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').notNull(),
    ...dailyCounts(),
  },
  (table) => [primaryKey({ columns: [table.songId, table.day] })],
);

/** One creator's day, all their songs together (0027). */
export const creatorDailyStats = pgTable(
  'creator_daily_stats',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    ...dailyCounts(),
    /** People who started following that day (0029), kept by the follows trigger. */
    followers: integer('followers').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day] })],
);

/** Who follows which creator (0029), to hear of their new songs. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.creatorId] })],
);

/** The server's VAPID keys when the environment sets none (0032): one row. */
export const pushKeys = pgTable('push_keys', {
  id: smallint('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** A device's push subscription, tied to the session it was made in (0032). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
});

/** How far the fan-out of a release went (0032). */
export const pushFanouts = pgTable('push_fanouts', {
  songId: integer('song_id')
    .primaryKey()
    .references(() => songs.id, { onDelete: 'cascade' }),
  afterFollowerId: integer('after_follower_id').notNull().default(0),
  afterSubscriptionId: integer('after_subscription_id').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** The key app passwords are sealed with, when SUBSONIC_SECRET is not set (0034). */
export const subsonicKeys = pgTable('subsonic_keys', {
  id: smallint('id').primaryKey().default(1),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** A password a person made for one player of the Subsonic API, sealed (0034). */
export const appPasswords = pgTable('app_passwords', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sealed: text('sealed').notNull(),
  digest: text('digest').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** A person's play queue, saved by a Subsonic player (0034). */
export const playQueues = pgTable('play_queues', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  songIds: integer('song_ids').array().notNull().default(sql`'{}'`),
  currentSongId: integer('current_song_id'),
  positionMs: bigint('position_ms', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  changedBy: text('changed_by').notNull().default(''),
});

/** What a person's player has just started (0034). */
export const nowPlaying = pgTable('now_playing', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  songId: integer('song_id')
    .notNull()
    .references(() => songs.id, { onDelete: 'cascade' }),
  player: text('player').notNull().default(''),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Plays of embedded players by the host of the page they sat on, per song and day (0035). */
export const embedSiteDaily = pgTable(
  'embed_site_daily',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    host: text('host').notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.songId, table.day, table.host] })],
);
