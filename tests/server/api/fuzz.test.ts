/**
 * Nothing a client can send gets a 5xx (a bounded fuzz test). Every
 * API route the app registers, as a visitor and as an admin (who gets furthest into handlers),
 * with broken path ids, bad pagination, malformed JSON, wrong types, NUL characters, huge and
 * odd strings, and broken multipart; then every mutating route's valid request (from the
 * authorization matrix) with one field broken at a time, which is what gets past validation to
 * the database. A seeded generator keeps every run the same, so a failure can be replayed; its
 * request is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../../server/openapi/route-list';
import { sessionCookieFor } from '../../helpers/auth';
import { castOf, MATRIX_ROWS, sendMatrixRequest } from '../../helpers/authorization-matrix';
import { createPlaylist, createSong, createUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let adminCookie: string;
let composerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { roles: ['admin'] });
  const composer = await createUser(t, { roles: ['composer'] });
  adminCookie = await sessionCookieFor(t, admin.userId);
  composerCookie = await sessionCookieFor(t, composer.userId);
  // Something for real ids to find.
  const song = await createSong(t, composer.userId);
  await createPlaylist(t, composer.userId, { songIds: [song.id] });
});
afterAll(() => t.close());

/** Mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const HUGE = 'ñ'.repeat(200_000);
const PATH_VALUES = [
  '1',
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '99999999999999999999999',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  'null',
  'x'.repeat(5000),
  '1%2F2',
];
const QUERIES = [
  'limit=abc',
  'limit=-1',
  'limit=0',
  'limit=1000000',
  'offset=-5',
  'offset=1e309',
  'offset=99999999999999999999',
  'limit=1&limit=2',
  'limit[]=1',
  'limit[a]=1',
  'q=%00',
  'q=%E0%A4%A',
  `q=${'a'.repeat(10_000)}`,
  'q=%27%3B--',
  'userId=abc',
  'userId=0',
  'cursor=%FF%FE',
  'genre=NO_EXISTE',
  'sort=__proto__',
];
/** Field names the API's bodies use: wrong values under right names reach deeper checks. */
const FIELDS = [
  'email',
  'password',
  'newPassword',
  'token',
  'code',
  'validationToken',
  'resetToken',
  'title',
  'gender',
  'composers',
  'interpreters',
  'audio',
  'cover',
  'letter',
  'visibility',
  'name',
  'description',
  'public',
  'song_ids',
  'song_id',
  'playlist_id',
  'library_id',
  'user_id',
  'roles',
  'nickname',
  'phone',
  'country',
  'dni',
  'social_network_link',
  'social_network_selected',
  'instruments',
  'biografia',
  'has_uploaded_song',
  'client_key',
  '__proto__',
  'constructor',
];
const VALUES: unknown[] = [
  null,
  -1,
  0,
  2 ** 53,
  1.5,
  true,
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  HUGE,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  [],
  [null],
  ['\u0000'],
  Array.from({ length: 5000 }, (_, index) => index),
  {},
  { $gt: '' },
  'https://ejemplo.com/x',
  '/media/audios/../../etc/passwd',
  'MERENGUE',
  'persona@prueba.test',
];

function randomObject(): Record<string, unknown> {
  const entries = Array.from({ length: 1 + Math.floor(random() * 6) }, () => [
    pick(FIELDS),
    pick(VALUES),
  ]);
  return Object.fromEntries(entries);
}

/** Bodies that are not what the route wants, each as [content type, raw payload]. */
function badBodies(): [string, string | Buffer][] {
  const json = 'application/json';
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  return [
    [json, '{'],
    [json, '{"a":'],
    [json, 'null'],
    [json, '[]'],
    [json, '"texto"'],
    [json, '123'],
    [json, ''],
    [json, deep],
    [json, '{"__proto__":{"admin":true}}'],
    [json, '{"email":"a\\u0000b","password":"x\\u0000"}'],
    [json, Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
    ['application/json; charset=utf-16', '{}'],
    ['text/plain', '{"title":"x"}'],
    ['application/x-www-form-urlencoded', 'title=x'],
    ['multipart/form-data', '--x\r\n'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"'],
    ['multipart/form-data; boundary=x', '--x--\r\n'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF',
    ],
    ...Array.from({ length: 12 }, (): [string, string] => [json, JSON.stringify(randomObject())]),
  ];
}

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () =>
    encodeURIComponent(pick(PATH_VALUES)).replace(/%25/g, '%'),
  );
}

interface Probe {
  method: string;
  url: string;
  cookie: string | null;
  contentType?: string;
  payload?: string | Buffer;
}

describe('fuzzing every API route', () => {
  it('never answers 5xx', async () => {
    const routes = [
      ...new Map(
        routesOf(t.app)
          .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
          .map((route) => [`${route.method} ${route.url}`, route]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(40);

    const probes: Probe[] = [];
    for (const route of routes) {
      for (const cookie of [null, adminCookie, composerCookie]) {
        for (let index = 0; index < 6; index += 1) {
          probes.push({ method: route.method, url: concrete(route.url), cookie });
        }
        for (const query of QUERIES) {
          probes.push({ method: route.method, url: `${concrete(route.url)}?${query}`, cookie });
        }
        if (route.method === 'GET') continue;
        for (const [contentType, payload] of badBodies()) {
          probes.push({
            method: route.method,
            url: concrete(route.url),
            cookie,
            contentType,
            payload,
          });
        }
      }
    }

    const failures: string[] = [];
    for (const probe of probes) {
      const response = await t.app.inject({
        method: probe.method as 'POST',
        url: probe.url,
        headers: {
          ...(probe.cookie ? { cookie: probe.cookie } : {}),
          ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
        },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      });
      if (response.statusCode >= 500) {
        const sent = probe.payload === undefined ? '' : String(probe.payload).slice(0, 120);
        failures.push(
          `${response.statusCode} ${probe.method} ${probe.url.slice(0, 120)} [${probe.contentType ?? ''}] ${sent} → ${response.body.slice(0, 160)}`,
        );
      }
    }
    expect(failures.slice(0, 30), `${failures.length} of ${probes.length} probes`).toEqual([]);
  }, 180_000);
});

/** One field of a valid body broken at a time: what slips past a schema reaches the database. */
function brokenFields(body: Record<string, unknown>): Record<string, unknown>[] {
  const variants: Record<string, unknown>[] = [];
  for (const [field, value] of Object.entries(body)) {
    const broken: unknown[] =
      typeof value === 'string'
        ? [`${value}\u0000`, `\u0000${value}`, HUGE, '\ud800', 7, null, [value]]
        : typeof value === 'number'
          ? [-value, 2 ** 31, 2 ** 63, 0.5, String(value), '\u0000', null]
          : Array.isArray(value)
            ? [[...value, '\u0000'], value.map(() => HUGE), [null], 'texto', [[value]]]
            : [String(value), 1, null];
    for (const item of broken) variants.push({ ...body, [field]: item });
  }
  return variants;
}

describe('fuzzing the valid requests of the authorization matrix', () => {
  it('never answers 5xx with one field broken', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const row of MATRIX_ROWS) {
      const method = row.route.split(' ')[0];
      const cast = await castOf(t);
      const valid = await row.prepare(t, cast);
      if (valid.body === undefined || valid.upload) continue;
      for (const body of brokenFields(valid.body as Record<string, unknown>)) {
        for (const cookie of [cast.cookie.own, cast.cookie.admin]) {
          probes += 1;
          const response = await sendMatrixRequest(t, method, { ...valid, body }, cookie);
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} ${row.route} ${JSON.stringify(body).slice(0, 160)} → ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(probes).toBeGreaterThan(200);
    expect(failures.slice(0, 30), `${failures.length} of ${probes} probes`).toEqual([]);
  }, 120_000);
});
