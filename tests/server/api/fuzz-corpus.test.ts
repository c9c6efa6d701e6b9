/**
 * Nothing a client sends answers 5xx. Beside fuzz.test.ts (seeded requests made
 * from the registered routes and the authorization matrix), a fixed corpus kept in the repo
 * (tests/fixtures/fuzz/corpus.json, made by scripts/fuzz-corpus.ts from the API document): a few
 * thousand hostile requests for every operation, parameter and body field, and for pages, media
 * paths and headers (a NUL in a media path answered 500). Each is sent as a visitor, a listener or
 * an admin, from its own address (so rate limits do not hide what is behind them), against the
 * demo catalogue.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzCase } from '../../../scripts/fuzz-corpus';
import { REPO_ROOT } from '../../../server/config';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { openApiDocumentOf } from '../../helpers/openapi-document';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const corpus: FuzzCase[] = JSON.parse(
  readFileSync(join(REPO_ROOT, 'tests/fixtures/fuzz/corpus.json'), 'utf8'),
);

let t: TestApp;
let people: { listener: number; admin: number };
const cookies: Record<FuzzCase['as'], string | undefined> = {
  visitor: undefined,
  listener: undefined,
  admin: undefined,
};

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (!onPostgres) return;
  // A built web app, so that pages are served (without one they answer 503 on purpose).
  const dist = await createTempDir('tambora-fuzz-dist-');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="es"><body></body></html>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("tambora");');
  t = await createTestApp({ seed: true, staticDir: dist });
  const listener = await createUser(t, { roles: ['user'] });
  const admin = await createUser(t, { roles: ['admin'] });
  people = { listener: listener.userId, admin: admin.userId };
  await signIn();
}, 120_000);

/** Fresh sessions: a request of the corpus may have ended them (logout, a new password). */
async function signIn() {
  cookies.listener = await sessionCookieFor(t, people.listener);
  cookies.admin = await sessionCookieFor(t, people.admin);
}
const ENDS_SESSIONS = /^\/api\/v1\/(logout|update_password|users|credentials)/;
afterAll(() => t?.close());

/** `$repeat(text,n)` in a URL or header, as the corpus writes long values. */
const expandText = (text: string) =>
  text.replace(/\$repeat\(([^,]*),(\d+)\)/g, (_all, piece: string, times: string) =>
    piece.repeat(Number(times)),
  );

function expandBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(expandBody);
  if (body === null || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.$repeat)) {
    const [piece, times] = record.$repeat as [string, number];
    return piece.repeat(times);
  }
  if (typeof record.$nest === 'number') {
    return `${'['.repeat(record.$nest)}${']'.repeat(record.$nest)}`;
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, expandBody(value)]));
}

function payloadOf(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  const expanded = expandBody(body);
  if (typeof expanded === 'string') return expanded;
  // A nested body is sent as the raw text it expands to.
  return JSON.stringify(expanded).replace(/"(\[+\]+)"/g, '$1');
}

// PostgreSQL only (CI's server suite): the corpus is long, and PGlite runs the same SQL.
describe.skipIf(!onPostgres)('the fuzz corpus', () => {
  it('covers every operation of the API document', async () => {
    const doc = await openApiDocumentOf(t.app);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(corpus.map((entry) => entry.for));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    expect(corpus.length).toBeGreaterThan(3000);
  });

  it('gets no 5xx for any request in it', async () => {
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    for (const [index, entry] of corpus.entries()) {
      const cookie = cookies[entry.as];
      const headers = Object.fromEntries(
        Object.entries(entry.headers ?? {}).map(([name, value]) => [name, expandText(value)]),
      );
      const response = await t.app.inject({
        method: entry.method as 'GET',
        url: expandText(entry.url),
        headers: { ...(cookie && !headers.cookie ? { cookie } : {}), ...headers },
        payload: payloadOf(entry.body),
        remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      });
      const seen = `${entry.as} ${response.statusCode}`;
      statuses.set(seen, (statuses.get(seen) ?? 0) + 1);
      if (entry.method !== 'GET' && ENDS_SESSIONS.test(entry.url)) await signIn();
      if (response.statusCode >= 500) {
        failures.push(`${entry.method} ${entry.url.slice(0, 120)} → ${response.statusCode}`);
      }
    }
    console.log(`Fuzz: ${corpus.length} peticiones`, Object.fromEntries(statuses));
    expect(failures).toEqual([]);
  }, 600_000);
});
