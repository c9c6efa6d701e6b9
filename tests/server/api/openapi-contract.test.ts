/**
 * The API document is a contract. Every operation is sent what its document
 * says is good and what it says is bad (no session, another person's session, another site's
 * Origin, a missing id, a value of the wrong type, a NUL character, a body too large or of the
 * wrong type, one request past its rate limit), and every answer must be a status the document
 * lists for that operation with a body matching the schema it gives for that status. At the end,
 * every documented status of every operation must have been seen, or be listed below with why it
 * cannot be provoked from outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_APP_PASSWORDS } from '../../../domain/app-passwords';
import { MAX_PUSH_DEVICES } from '../../../domain/push';
import { castOf, MATRIX_ROWS, sendMatrixRequest } from '../../helpers/authorization-matrix';
import { createPlaylist, createSong, type TestUser } from '../../helpers/factories';
import { codeFrom, type MailCapture, startMailCapture } from '../../helpers/mail-capture';
import {
  type DocumentedAnswers,
  documentedAnswers,
  type OpenApiDocument,
  openApiDocumentOf,
  openApiPath,
} from '../../helpers/openapi-document';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let doc: OpenApiDocument;
let answers: DocumentedAnswers;

let mail: MailCapture;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  doc = await openApiDocumentOf(t.app);
  answers = documentedAnswers(doc);
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

/** Statuses seen per operation ('METHOD /api/v1/path/{id}'). */
const seen = new Map<string, Set<string>>();
const problems: string[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Sent {
  method: Method;
  /** The route as registered, e.g. /api/v1/songs/:id. */
  route: string;
  url: string;
  cookie?: string | null;
  headers?: Record<string, string>;
  payload?: string | object;
}

async function send(request: Sent) {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(request.cookie ? { cookie: request.cookie } : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  record(request.method, request.route, response);
  return response;
}

function record(
  method: string,
  route: string,
  response: Parameters<DocumentedAnswers['problems']>[2],
) {
  problems.push(...answers.problems(method, route, response));
  const key = `${method} ${openApiPath(route)}`;
  if (!seen.has(key)) seen.set(key, new Set());
  seen.get(key)?.add(String(response.statusCode));
}

function documents(method: string, route: string, status: number): boolean {
  return String(status) in (answers.operation(method, route)?.responses ?? {});
}

/** A URL with a NUL character in its query: bad input for every operation. */
const withNul = (url: string) => `${url}${url.includes('?') ? '&' : '?'}nota=%00`;
/** An id that is valid by the document and names nothing. */
const MISSING_ID = 2_147_483_000;

/** Every id in a URL's path swapped for one that names nothing. */
const withMissingIds = (url: string) => url.replace(/\/\d+(?=[/?]|$)/g, `/${MISSING_ID}`);

const ANOTHER_SITE = { origin: 'https://otro-sitio.example' };

interface GetCase {
  route: string;
  /** Who asks when the answer is a success: the things asked about are `own`'s. */
  as: 'visitor' | 'own' | 'admin';
  url: (own: TestUser, ids: { song: number; playlist: number }) => string;
  /** The status of that request when it is not 200 (social sign-in is not configured here). */
  status?: number;
}

const GET_CASES: GetCase[] = [
  { route: '/api/v1/health', as: 'visitor', url: () => '/api/v1/health' },
  { route: '/api/v1/health/live', as: 'visitor', url: () => '/api/v1/health/live' },
  { route: '/api/v1/health/ready', as: 'visitor', url: () => '/api/v1/health/ready' },
  { route: '/api/v1/terms', as: 'visitor', url: () => '/api/v1/terms' },
  { route: '/api/v1/app-passwords', as: 'own', url: () => '/api/v1/app-passwords' },
  {
    route: '/api/v1/oembed',
    as: 'visitor',
    url: (_o, ids) =>
      `/api/v1/oembed?url=${encodeURIComponent(new URL(`/Artist/${ids.song}`, t.config.publicUrl).href)}`,
  },
  { route: '/api/v1/session', as: 'own', url: () => '/api/v1/session' },
  { route: '/api/v1/oidc', as: 'visitor', url: () => '/api/v1/oidc' },
  { route: '/api/v1/oidc/start', as: 'visitor', url: () => '/api/v1/oidc/start', status: 404 },
  {
    route: '/api/v1/oidc/callback',
    as: 'visitor',
    url: () => '/api/v1/oidc/callback?code=x&state=y',
    status: 404,
  },
  { route: '/api/v1/users', as: 'admin', url: () => '/api/v1/users?limit=5' },
  { route: '/api/v1/users/:id', as: 'visitor', url: (own) => `/api/v1/users/${own.userId}` },
  {
    route: '/api/v1/credentials/:id',
    as: 'own',
    url: (own) => `/api/v1/credentials/${own.userId}`,
  },
  { route: '/api/v1/songs', as: 'visitor', url: () => '/api/v1/songs?sort=top&limit=5' },
  {
    route: '/api/v1/songs/lookup',
    as: 'visitor',
    url: (_o, ids) => `/api/v1/songs/lookup?ids=${ids.song}`,
  },
  { route: '/api/v1/songsFromRepertoire', as: 'own', url: () => '/api/v1/songsFromRepertoire' },
  { route: '/api/v1/songsAdmin', as: 'admin', url: () => '/api/v1/songsAdmin?limit=5' },
  { route: '/api/v1/songs/:id', as: 'visitor', url: (_o, ids) => `/api/v1/songs/${ids.song}` },
  { route: '/api/v1/creator_statistics', as: 'visitor', url: () => '/api/v1/creator_statistics' },
  { route: '/api/v1/composers', as: 'visitor', url: () => '/api/v1/composers' },
  { route: '/api/v1/composersLiked', as: 'visitor', url: () => '/api/v1/composersLiked' },
  { route: '/api/v1/storage/limits', as: 'visitor', url: () => '/api/v1/storage/limits' },
  {
    route: '/api/v1/songs/duplicate-audio',
    as: 'own',
    url: () => `/api/v1/songs/duplicate-audio?sha256=${'a'.repeat(64)}`,
  },
  { route: '/api/v1/moderation-log', as: 'admin', url: () => '/api/v1/moderation-log?limit=5' },
  { route: '/api/v1/notices', as: 'own', url: () => '/api/v1/notices?after=0' },
  { route: '/api/v1/studio/stats', as: 'own', url: () => '/api/v1/studio/stats?days=7' },
  {
    route: '/api/v1/users/:id/deletion-summary',
    as: 'own',
    url: (own) => `/api/v1/users/${own.userId}/deletion-summary`,
  },
  {
    route: '/api/v1/composers/suggest',
    as: 'visitor',
    url: () => '/api/v1/composers/suggest?name=pr',
  },
  {
    route: '/api/v1/playlistsFromRepertoireByAdmin',
    as: 'visitor',
    url: () => '/api/v1/playlistsFromRepertoireByAdmin',
  },
  {
    route: '/api/v1/playlistsFromRepertoire',
    as: 'own',
    url: () => '/api/v1/playlistsFromRepertoire',
  },
  { route: '/api/v1/playlists', as: 'own', url: () => '/api/v1/playlists' },
  {
    route: '/api/v1/playlists/:id',
    as: 'visitor',
    url: (_o, ids) => `/api/v1/playlists/${ids.playlist}`,
  },
  {
    route: '/api/v1/song_playlists_songs/:id',
    as: 'visitor',
    url: (_o, ids) => `/api/v1/song_playlists_songs/${ids.playlist}`,
  },
  { route: '/api/v1/search', as: 'visitor', url: () => '/api/v1/search?q=canci%C3%B3n' },
  {
    route: '/api/v1/search/suggestions',
    as: 'visitor',
    url: () => '/api/v1/search/suggestions?q=ca',
  },
  {
    route: '/api/v1/search/advanced',
    as: 'visitor',
    url: () => '/api/v1/search/advanced?field1=titulo&value1=canci%C3%B3n',
  },
  { route: '/api/v1/libraries/:id', as: 'own', url: (own) => `/api/v1/libraries/${own.userId}` },
  { route: '/api/v1/follows', as: 'own', url: () => '/api/v1/follows' },
  {
    route: '/api/v1/follows/new-followers',
    as: 'own',
    url: () => '/api/v1/follows/new-followers?after=2026-01-01T00:00:00Z',
  },
  { route: '/api/v1/follows/:id', as: 'visitor', url: (own) => `/api/v1/follows/${own.userId}` },
  { route: '/api/v1/novedades', as: 'own', url: () => '/api/v1/novedades' },
  { route: '/api/v1/push/key', as: 'visitor', url: () => '/api/v1/push/key' },
  { route: '/api/v1/statistics', as: 'admin', url: () => '/api/v1/statistics' },
  { route: '/api/v1/recommendations', as: 'own', url: () => '/api/v1/recommendations' },
  {
    route: '/api/v1/recommendations/like',
    as: 'visitor',
    url: (_o, ids) => `/api/v1/recommendations/like?songs=${ids.song}`,
  },
];

/**
 * Documented statuses no request from outside can bring about here, and why. Each is still
 * declared because the server can answer it.
 */
const NOT_PROVOKED: Record<string, string> = {
  '500': 'a failure of the server itself (database gone, a bug): no input may cause one',
  '408': 'a body that trickles in: cut on the socket, tests/server/api/timeouts.test.ts',
  'GET /api/v1/health 503':
    'the database is down: tests/server/running/health-and-shutdown.test.ts',
  'GET /api/v1/health/ready 503':
    'the database or storage is down: tests/server/running/health-and-shutdown.test.ts',
  'GET /api/v1/oidc/start 302': 'a configured provider: tests/server/auth/auth-oidc.test.ts',
  'GET /api/v1/oidc/callback 302': 'a configured provider: tests/server/auth/auth-oidc.test.ts',
  'POST /api/v1/request_validate_email_with_code 503':
    'the mail server refuses the code: tests/server/auth/auth-mail.test.ts',
  'POST /api/v1/sendRegistrationNotification 404':
    'the account is deleted while its own request is on its way',
  'GET /api/v1/studio/stats 404': "another creator's song: tests/server/studio/studio.test.ts",
  'PUT /api/v1/users/{id} 409':
    'the last active admin losing the role: tests/server/moderation/moderation.test.ts',
  'PUT /api/v1/credentials/{id} 409':
    'the last active admin losing the role: tests/server/moderation/moderation.test.ts',
  'DELETE /api/v1/users/{id} 409':
    'the last active admin deleted: tests/server/moderation/moderation.test.ts',
  'DELETE /api/v1/credentials/{id} 409':
    'the same removal as DELETE /users/{id}: tests/server/moderation/moderation.test.ts',
  'POST /api/v1/users/{id}/suspension 409':
    'two admins suspending each other at once: tests/server/moderation/moderation.test.ts',
};

describe('the API document as a contract', () => {
  it('GET operations answer what the document promises, to good and bad requests', async () => {
    const paths = Object.entries(doc.paths).flatMap(([path, ops]) => ('get' in ops ? [path] : []));
    expect(GET_CASES.map((c) => openApiPath(c.route)).sort()).toEqual(paths.sort());
    const cast = await castOf(t);
    const song = await createSong(t, cast.own.userId);
    const playlist = await createPlaylist(t, cast.own.userId, { songIds: [song.id] });
    const ids = { song: song.id, playlist: playlist.id };
    for (const c of GET_CASES) {
      const url = c.url(cast.own, ids);
      const cookie = cast.cookie[c.as];
      const ok = await send({ method: 'GET', route: c.route, url, cookie });
      expect(ok.statusCode, `${url} ${ok.body.slice(0, 120)}`).toBe(c.status ?? 200);
      if (documents('GET', c.route, 401)) {
        expect((await send({ method: 'GET', route: c.route, url })).statusCode).toBe(401);
      }
      if (documents('GET', c.route, 403)) {
        const other = await send({
          method: 'GET',
          route: c.route,
          url,
          cookie: cast.cookie.listener,
        });
        expect(other.statusCode, url).toBe(403);
      }
      if (c.route.includes(':id')) {
        const missing = withMissingIds(url);
        if (documents('GET', c.route, 404)) {
          // An admin may see anything: what is missing is the thing, not the right to see it.
          const gone = await send({
            method: 'GET',
            route: c.route,
            url: missing,
            cookie: cast.cookie.admin,
          });
          expect(gone.statusCode, missing).toBe(404);
        }
        const notNumber = url.replace(/\/\d+(?=[/?]|$)/g, '/uno');
        expect(
          (await send({ method: 'GET', route: c.route, url: notNumber, cookie })).statusCode,
        ).toBe(400);
      }
      expect(
        (await send({ method: 'GET', route: c.route, url: withNul(url), cookie })).statusCode,
      ).toBe(400);
    }
    expect(problems).toEqual([]);
  });

  it('mutating operations answer what the document promises, to good and bad requests', async () => {
    // One row per route: the first, when a route has several.
    const rows = new Map(MATRIX_ROWS.map((row) => [row.route, row] as const).reverse());
    for (const [route, row] of rows) {
      const [method, path] = route.split(' ') as [Method, string];
      // The one who may: the owner, or the admin for admins' own routes (moderation).
      const actor = row.expected.own < 400 ? 'own' : 'admin';
      const cast = await castOf(t);
      const request = await row.prepare(t, cast);
      const success = await sendMatrixRequest(t, method, request, cast.cookie[actor]);
      record(method, path, success);
      expect(success.statusCode, `${route}: ${success.body.slice(0, 120)}`).toBe(
        row.expected[actor],
      );

      const fresh = async () => row.prepare(t, await castOf(t));
      const visitor = await sendMatrixRequest(t, method, await fresh(), null);
      record(method, path, visitor);

      const again = await castOf(t);
      const next = await row.prepare(t, again);
      const base = { method, route: path, url: next.url, cookie: again.cookie[actor] };
      const json = next.body === undefined ? {} : next.body;
      // Another site's page may not make a signed-in person's browser change anything.
      const elsewhere = await send({ ...base, headers: ANOTHER_SITE, payload: json as object });
      expect(elsewhere.statusCode, route).toBe(403);
      const nul = await send({ ...base, url: withNul(next.url), payload: json as object });
      expect(nul.statusCode, route).toBe(400);
      if (answers.operation(method, path)?.requestBody && !next.upload) {
        const notAnObject = await send({
          ...base,
          payload: '[]',
          headers: { 'content-type': 'application/json' },
        });
        expect(notAnObject.statusCode, route).toBe(400);
      }
      const tooLarge = await send({
        ...base,
        payload: JSON.stringify({ texto: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(tooLarge.statusCode, route).toBe(413);
      const plainText = await send({
        ...base,
        payload: 'hola',
        headers: { 'content-type': 'text/plain' },
      });
      expect(plainText.statusCode, route).toBe(415);
      if (path.includes(':')) {
        const missing = withMissingIds(next.url);
        if (documents(method, path, 404)) {
          const gone = await send({
            ...base,
            url: missing,
            cookie: again.cookie.admin,
            payload: json as object,
          });
          expect(gone.statusCode, `${route} ${missing}`).toBe(404);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a body naming a song, playlist or creator that does not exist answers 404', async () => {
    const cast = await castOf(t);
    const own = cast.own;
    const cases: [Method, string, object][] = [
      ['POST', '/api/v1/song_libraries', { library_id: own.libraryId, song_id: MISSING_ID }],
      [
        'POST',
        '/api/v1/playlist_libraries',
        { library_id: own.libraryId, playlist_id: MISSING_ID },
      ],
      ['POST', '/api/v1/song_playlists', { playlist_id: MISSING_ID, song_id: MISSING_ID }],
      ['POST', '/api/v1/plays', { song_id: MISSING_ID, listen_id: crypto.randomUUID() }],
      ['POST', '/api/v1/playlists', { name: 'Para el camino', song_ids: [MISSING_ID] }],
      ['POST', '/api/v1/follows', { creator_id: MISSING_ID }],
    ];
    for (const [method, route, payload] of cases) {
      const response = await send({ method, route, url: route, cookie: cast.cookie.own, payload });
      expect(response.statusCode, `${route}: ${response.body.slice(0, 120)}`).toBe(404);
    }
    expect(problems).toEqual([]);
  });

  it('the account flows and repeated requests answer their documented successes', async () => {
    const email = `contrato-${crypto.randomUUID().slice(0, 8)}@prueba.test`;
    const password = 'clave-segura-1';
    const post = (route: string, payload: object, cookie?: string) =>
      send({ method: 'POST', route, url: route, payload, cookie });

    const asked = await post('/api/v1/request_validate_email_with_code', { email });
    const validationToken = asked.json().validationToken as string;
    const code = codeFrom(await mail.nextMailTo(email));
    const checked = await post('/api/v1/validate_email_code', { token: validationToken, code });
    expect(checked.statusCode).toBe(200);
    const registered = await post('/api/v1/register', { email, password, validationToken });
    expect(registered.statusCode).toBe(201);
    const loggedIn = await post('/api/v1/login', { email, password });
    expect(loggedIn.statusCode).toBe(200);

    const reset = await post('/api/v1/request_password_reset_with_code', { email });
    const resetToken = reset.json().resetToken as string;
    const resetCode = codeFrom(await mail.nextMailTo(email));
    const verified = await post('/api/v1/verify_reset_code', {
      token: resetToken,
      code: resetCode,
    });
    expect(verified.statusCode).toBe(200);
    const updated = await post('/api/v1/update_password', {
      email,
      newPassword: 'otra-clave-segura-2',
      resetToken,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    // The same playlist sent twice (an offline retry) and a song added twice answer 200.
    const cast = await castOf(t);
    const song = await createSong(t, cast.own.userId);
    const playlist = { name: 'Para el camino', client_key: crypto.randomUUID() };
    const created = await post('/api/v1/playlists', playlist, cast.cookie.own ?? undefined);
    expect(created.statusCode).toBe(201);
    expect(
      (await post('/api/v1/playlists', playlist, cast.cookie.own ?? undefined)).statusCode,
    ).toBe(200);
    const entry = { playlist_id: created.json().playlist_id as number, song_id: song.id };
    expect(
      (await post('/api/v1/song_playlists', entry, cast.cookie.own ?? undefined)).statusCode,
    ).toBe(201);
    expect(
      (await post('/api/v1/song_playlists', entry, cast.cookie.own ?? undefined)).statusCode,
    ).toBe(200);
    // Terms accepted from a page opened before they changed.
    expect(
      (
        await post(
          '/api/v1/terms/acceptances',
          { version: '2000-01-01' },
          cast.cookie.own ?? undefined,
        )
      ).statusCode,
    ).toBe(409);
    // An eleventh device of one person.
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 1 }, (_, n) => ({
      endpoint: `https://push.example.net/contrato/${crypto.randomUUID()}-${n}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }));
    const answers: number[] = [];
    for (const device of devices) {
      const route = '/api/v1/push/subscription';
      const cookie = cast.cookie.own ?? undefined;
      answers.push(
        (await send({ method: 'PUT', route, url: route, payload: device, cookie })).statusCode,
      );
    }
    expect(answers.at(-1)).toBe(409);
    // One app password more than a person may hold.
    const made: number[] = [];
    for (let n = 0; n <= MAX_APP_PASSWORDS; n += 1) {
      made.push(
        (await post('/api/v1/app-passwords', { name: `App ${n}` }, cast.cookie.own ?? undefined))
          .statusCode,
      );
    }
    expect(made.at(-1)).toBe(409);
    // oEmbed of what a visitor may not see, and in XML (docs/product.md "Insertar").
    const page = (path: string) => encodeURIComponent(new URL(path, t.config.publicUrl).href);
    for (const [url, status] of [
      [`/api/v1/oembed?url=${page('/Artist/999999')}`, 404],
      [`/api/v1/oembed?url=${page(`/Artist/${song.id}`)}&format=xml`, 501],
    ] as const) {
      expect((await send({ method: 'GET', route: '/api/v1/oembed', url })).statusCode).toBe(status);
    }
    expect(problems).toEqual([]);
  });

  it('a rate-limited operation answers 429 one request past its limit', async () => {
    const limited = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, operation]) => '429' in operation.responses)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const rows = new Map(
      MATRIX_ROWS.map((row) => [
        `${row.route.split(' ')[0]} ${openApiPath(row.route.split(' ')[1])}`,
        row,
      ]),
    );
    const cast = await castOf(t);
    for (const operation of limited) {
      const [method, path] = operation.split(' ') as [Method, string];
      const route = path.replace(/\{([A-Za-z_]+)\}/g, ':$1');
      const row = rows.get(operation);
      const get = GET_CASES.find((c) => c.route === route);
      const request = row
        ? await row.prepare(t, cast)
        : { url: get?.url(cast.own, { song: 1, playlist: 1 }) ?? route };
      let status = 0;
      for (let sent = 0; sent < 400 && status !== 429; sent += 1) {
        const response = await sendMatrixRequest(t, method, request, cast.cookie.own);
        record(method, route, response);
        status = response.statusCode;
      }
      expect(status, operation).toBe(429);
    }
    expect(problems).toEqual([]);
  });

  it('every documented answer of every operation was seen, or cannot be caused from outside', () => {
    const unseen: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        for (const status of Object.keys(operation.responses)) {
          const why = NOT_PROVOKED[status] ?? NOT_PROVOKED[`${key} ${status}`];
          if (!seen.get(key)?.has(status) && !why) unseen.push(`${key} ${status}`);
        }
      }
    }
    expect(unseen).toEqual([]);
  });
});
