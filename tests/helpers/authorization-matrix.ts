/**
 * The authorization matrix: for every mutating API route, a valid
 * request about something belonging to "own" (a composer) and the status each caller must get: a
 * visitor, a listener, that composer, another composer, an admin. tests/server/
 * authorization-matrix.test.ts runs it; the fuzz test starts from its valid requests and breaks
 * them one field at a time.
 */
import { randomUUID } from 'node:crypto';
import { TERMS_VERSION } from '../../domain/terms-texts';
import { sessionCookieFor } from './auth';
import {
  createPlaylist,
  createSong,
  createUser,
  likeSong,
  type TestUser,
  tinyWav,
} from './factories';
import { imageFile, multipart, uploadAudio } from './media';
import type { TestApp } from './test-app';

export const ACTORS = ['visitor', 'listener', 'own', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Fresh people for one cell: "own" owns whatever the request is about. */
export interface Cast {
  listener: TestUser;
  own: TestUser;
  other: TestUser;
  admin: TestUser;
  cookie: Record<Actor, string | null>;
}

export interface MatrixRequest {
  url: string;
  /** A JSON body, or a multipart upload. */
  body?: unknown;
  upload?: { data: Buffer; filename: string };
}

export interface MatrixRow {
  /** 'METHOD /api/v1/path' exactly as registered. */
  route: string;
  /** What sets this row apart from another of the same route. */
  about?: string;
  /** The request about `cast.own`'s things. */
  prepare(t: TestApp, cast: Cast): Promise<MatrixRequest>;
  expected: Record<Actor, number>;
}

/** The same answer for every caller: routes that are not about anyone's things. */
const anyone = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;

/** Routes for any signed-in person, about their own things. */
const signedIn = (status: number): Record<Actor, number> => ({ ...anyone(status), visitor: 401 });

/**
 * Personal things (playlists, libraries): only their owner. Admins curate their own seasonal
 * playlists (spec section 6), they do not edit other people's.
 */
const ownerOnly = (status: number): Record<Actor, number> => ({
  visitor: 401,
  listener: 403,
  own: status,
  other: 403,
  admin: 403,
});

/** Routes about something "own" owns: its owner and admins may, others are refused. */
const ownerOrAdmin = (status: number, others = 403): Record<Actor, number> => ({
  visitor: 401,
  listener: others,
  own: status,
  other: others,
  admin: status,
});

export async function castOf(t: TestApp): Promise<Cast> {
  const [listener, own, other, admin] = await Promise.all([
    createUser(t, { roles: ['user'] }),
    createUser(t, { roles: ['composer'] }),
    createUser(t, { roles: ['composer'] }),
    createUser(t, { roles: ['admin'] }),
  ]);
  const cookie = {
    visitor: null,
    listener: await sessionCookieFor(t, listener.userId),
    own: await sessionCookieFor(t, own.userId),
    other: await sessionCookieFor(t, other.userId),
    admin: await sessionCookieFor(t, admin.userId),
  };
  return { listener, own, other, admin, cookie };
}

/**
 * Saving into a library (POST, 201) and taking out of it (DELETE, 200, after saving first when
 * the route needs something to remove): the same body, and only the library's owner may.
 */
function libraryEntryRows(
  path: 'song_libraries' | 'playlist_libraries',
  makeEntry: (
    t: TestApp,
    cast: Cast,
  ) => Promise<{ entry: Record<string, number>; saveFirst?: () => Promise<unknown> }>,
): MatrixRow[] {
  const url = `/api/v1/${path}`;
  const request = async (t: TestApp, cast: Cast, saved: boolean): Promise<MatrixRequest> => {
    const { entry, saveFirst } = await makeEntry(t, cast);
    if (saved) await saveFirst?.();
    return { url, body: { library_id: cast.own.libraryId, ...entry } };
  };
  return [
    {
      route: `POST ${url}`,
      prepare: (t, cast) => request(t, cast, false),
      expected: ownerOnly(201),
    },
    {
      route: `DELETE ${url}`,
      prepare: (t, cast) => request(t, cast, true),
      expected: ownerOnly(200),
    },
  ];
}

const newEmail = () => `matriz-${randomUUID().slice(0, 8)}@prueba.test`;
// As a real token is written (43 characters of base64url), so requests reach the service.
const FAKE_TOKEN = 'a'.repeat(43);

export const MATRIX_ROWS: MatrixRow[] = [
  // Account and codes: the same answer whoever asks.
  {
    route: 'POST /api/v1/request_validate_email_with_code',
    prepare: async () => ({
      url: '/api/v1/request_validate_email_with_code',
      body: { email: newEmail() },
    }),
    expected: anyone(200),
  },
  {
    route: 'POST /api/v1/request_password_reset_with_code',
    prepare: async () => ({
      url: '/api/v1/request_password_reset_with_code',
      body: { email: newEmail() },
    }),
    expected: anyone(200),
  },
  {
    route: 'POST /api/v1/validate_email_code',
    prepare: async () => ({
      url: '/api/v1/validate_email_code',
      body: { token: FAKE_TOKEN, code: '1234' },
    }),
    expected: anyone(400),
  },
  {
    route: 'POST /api/v1/verify_reset_code',
    prepare: async () => ({
      url: '/api/v1/verify_reset_code',
      body: { token: FAKE_TOKEN, code: '1234' },
    }),
    expected: anyone(400),
  },
  {
    route: 'POST /api/v1/register',
    prepare: async () => ({
      url: '/api/v1/register',
      body: { email: newEmail(), password: 'Segura2026!', validationToken: FAKE_TOKEN },
    }),
    expected: anyone(400),
  },
  {
    route: 'POST /api/v1/update_password',
    prepare: async (_t, cast) => ({
      url: '/api/v1/update_password',
      body: { email: cast.own.email, newPassword: 'Segura2026!', resetToken: FAKE_TOKEN },
    }),
    expected: anyone(400),
  },
  {
    route: 'POST /api/v1/login',
    prepare: async (_t, cast) => ({
      url: '/api/v1/login',
      body: { email: cast.own.email, password: 'no-es-la-clave' },
    }),
    expected: anyone(401),
  },
  {
    route: 'POST /api/v1/logout',
    prepare: async () => ({ url: '/api/v1/logout' }),
    expected: anyone(204),
  },
  {
    route: 'POST /api/v1/terms/acceptances',
    prepare: async () => ({ url: '/api/v1/terms/acceptances', body: { version: TERMS_VERSION } }),
    expected: signedIn(201),
  },
  {
    route: 'POST /api/v1/sendRegistrationNotification',
    prepare: async () => ({ url: '/api/v1/sendRegistrationNotification' }),
    expected: signedIn(202),
  },

  // Uploads: audio is for composers (and admins), images for anyone signed in.
  {
    route: 'POST /api/v1/storage/audios',
    prepare: async () => ({
      url: '/api/v1/storage/audios',
      upload: { data: tinyWav(1), filename: 'matriz.wav' },
    }),
    expected: { visitor: 401, listener: 403, own: 201, other: 201, admin: 201 },
  },
  {
    route: 'POST /api/v1/storage/images',
    prepare: async () => ({
      url: '/api/v1/storage/images',
      upload: { data: await imageFile('png'), filename: 'matriz.png' },
    }),
    expected: signedIn(201),
  },

  // Songs: made from one's own upload; changed and deleted by their owner and admins.
  {
    route: 'POST /api/v1/songs',
    prepare: async (t, cast) => {
      const audio = await uploadAudio(t, cast.cookie.own ?? '', tinyWav(1));
      return {
        url: '/api/v1/songs',
        body: { title: 'Merengue', gender: 'MERENGUE', composers: ['Quien Sea'], audio: audio.url },
      };
    },
    // The upload is "own"'s: nobody else may make a song of it.
    expected: { visitor: 401, listener: 403, own: 201, other: 400, admin: 400 },
  },
  {
    route: 'PUT /api/v1/songs/:id',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.own.userId);
      return { url: `/api/v1/songs/${song.id}`, body: { title: 'Nuevo título' } };
    },
    expected: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /api/v1/songs/:id',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.own.userId);
      return { url: `/api/v1/songs/${song.id}` };
    },
    expected: ownerOrAdmin(204),
  },
  // A private song does not exist for anyone but its owner and admins: 404, not 403.
  {
    route: 'PUT /api/v1/songs/:id',
    about: 'private song',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.own.userId, { visibility: false });
      return { url: `/api/v1/songs/${song.id}`, body: { title: 'Nuevo título' } };
    },
    expected: ownerOrAdmin(200, 404),
  },
  {
    route: 'DELETE /api/v1/songs/:id',
    about: 'private song',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.own.userId, { visibility: false });
      return { url: `/api/v1/songs/${song.id}` };
    },
    expected: ownerOrAdmin(204, 404),
  },

  // Playlists: anyone signed in makes their own; only its owner changes it.
  {
    route: 'POST /api/v1/playlists',
    prepare: async () => ({ url: '/api/v1/playlists', body: { name: 'Para el camino' } }),
    expected: signedIn(201),
  },
  {
    route: 'PUT /api/v1/playlists/:id',
    prepare: async (t, cast) => {
      const playlist = await createPlaylist(t, cast.own.userId);
      return { url: `/api/v1/playlists/${playlist.id}`, body: { name: 'Otro nombre' } };
    },
    expected: ownerOnly(200),
  },
  {
    route: 'DELETE /api/v1/playlists/:id',
    prepare: async (t, cast) => {
      const playlist = await createPlaylist(t, cast.own.userId);
      return { url: `/api/v1/playlists/${playlist.id}` };
    },
    expected: ownerOnly(204),
  },
  {
    route: 'POST /api/v1/song_playlists',
    prepare: async (t, cast) => {
      const playlist = await createPlaylist(t, cast.own.userId);
      const song = await createSong(t, cast.other.userId);
      return {
        url: '/api/v1/song_playlists',
        body: { song_id: song.id, playlist_id: playlist.id },
      };
    },
    expected: ownerOnly(201),
  },
  {
    route: 'DELETE /api/v1/song_playlists/:playlistId/:songId',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.other.userId);
      const playlist = await createPlaylist(t, cast.own.userId, { songIds: [song.id] });
      return { url: `/api/v1/song_playlists/${playlist.id}/${song.id}` };
    },
    expected: ownerOnly(204),
  },

  // Libraries: each person likes and saves into their own; "own"'s library is theirs alone.
  ...libraryEntryRows('song_libraries', async (t, cast) => {
    const song = await createSong(t, cast.other.userId);
    return {
      entry: { song_id: song.id },
      saveFirst: () => likeSong(t, cast.own.libraryId, song.id),
    };
  }),
  ...libraryEntryRows('playlist_libraries', async (t, cast) => {
    const playlist = await createPlaylist(t, cast.other.userId);
    return { entry: { playlist_id: playlist.id } };
  }),

  // Following is about the person who follows: anyone signed in may follow "own", a creator,
  // except "own" itself (docs/product.md "Seguir y Novedades").
  {
    route: 'POST /api/v1/follows',
    prepare: async (_t, cast) => ({
      url: '/api/v1/follows',
      body: { creator_id: cast.own.userId },
    }),
    expected: { ...signedIn(201), own: 400 },
  },
  {
    route: 'DELETE /api/v1/follows',
    prepare: async (_t, cast) => ({
      url: '/api/v1/follows',
      body: { creator_id: cast.own.userId },
    }),
    expected: signedIn(200),
  },

  // App passwords are their owner's alone; another person's answers as a missing one
  // (docs/product.md "Aplicaciones externas").
  {
    route: 'POST /api/v1/app-passwords',
    prepare: async () => ({ url: '/api/v1/app-passwords', body: { name: 'Symfonium' } }),
    expected: signedIn(201),
  },
  {
    route: 'DELETE /api/v1/app-passwords/:id',
    prepare: async (t, cast) => {
      const cookie = await sessionCookieFor(t, cast.own.userId);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/app-passwords',
        headers: { cookie },
        payload: { name: 'DSub' },
      });
      return { url: `/api/v1/app-passwords/${made.json().id}` };
    },
    expected: { visitor: 401, listener: 404, own: 204, other: 404, admin: 404 },
  },

  // A device's push subscription is its signed-in person's (docs/product.md "Seguir y Novedades").
  {
    route: 'PUT /api/v1/push/subscription',
    prepare: async (_t, cast) => ({
      url: '/api/v1/push/subscription',
      body: {
        endpoint: `https://push.example.net/send/${cast.own.userId}-${randomUUID()}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
    expected: signedIn(204),
  },
  {
    route: 'DELETE /api/v1/push/subscription',
    prepare: async () => ({
      url: '/api/v1/push/subscription',
      body: { endpoint: 'https://push.example.net/send/nadie' },
    }),
    expected: signedIn(204),
  },

  // Plays count for anyone who may hear the song: visitors too.
  {
    route: 'POST /api/v1/plays',
    about: 'a public song',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.own.userId);
      return { url: '/api/v1/plays', body: { song_id: song.id, listen_id: randomUUID() } };
    },
    expected: anyone(200),
  },
  {
    route: 'POST /api/v1/plays',
    about: 'a private song: only who may hear it',
    prepare: async (t, cast) => {
      const song = await createSong(t, cast.own.userId, { visibility: false });
      return { url: '/api/v1/plays', body: { song_id: song.id, listen_id: randomUUID() } };
    },
    expected: { visitor: 404, listener: 404, own: 200, other: 404, admin: 200 },
  },

  // Profiles and accounts: a person's own, or an admin.
  {
    route: 'PUT /api/v1/users/:id',
    prepare: async (_t, cast) => ({
      url: `/api/v1/users/${cast.own.userId}`,
      body: { nickname: 'El Güiro' },
    }),
    expected: ownerOrAdmin(200),
  },
  {
    route: 'PUT /api/v1/users/:id/personal_info',
    prepare: async (_t, cast) => ({
      url: `/api/v1/users/${cast.own.userId}/personal_info`,
      body: { country: 'United States', dni: 'X123' },
    }),
    expected: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /api/v1/users/:id',
    prepare: async (_t, cast) => ({ url: `/api/v1/users/${cast.own.userId}` }),
    expected: ownerOrAdmin(204),
  },
  // Moderation: admins only, and never on themselves (tests/server/moderation).
  {
    route: 'POST /api/v1/users/:id/suspension',
    prepare: async (_t, cast) => ({
      url: `/api/v1/users/${cast.own.userId}/suspension`,
      body: { reason: 'Prueba' },
    }),
    expected: { visitor: 401, listener: 403, own: 403, other: 403, admin: 200 },
  },
  {
    route: 'DELETE /api/v1/users/:id/suspension',
    prepare: async (_t, cast) => ({ url: `/api/v1/users/${cast.own.userId}/suspension` }),
    expected: { visitor: 401, listener: 403, own: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /api/v1/credentials/:id',
    prepare: async (_t, cast) => ({
      url: `/api/v1/credentials/${cast.own.userId}`,
      body: { has_uploaded_song: true },
    }),
    expected: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /api/v1/credentials/:id',
    prepare: async (_t, cast) => ({ url: `/api/v1/credentials/${cast.own.userId}` }),
    expected: ownerOrAdmin(204),
  },
];

/** Sends a prepared request (JSON or multipart) with the caller's cookie. */
export async function sendMatrixRequest(
  t: TestApp,
  method: string,
  request: MatrixRequest,
  cookie: string | null,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (request.upload) {
    const body = await multipart(request.upload.data, request.upload.filename);
    return t.app.inject({
      method: method as 'POST',
      url: request.url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url: request.url,
    ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
    headers,
  });
}
