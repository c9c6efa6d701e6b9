/**
 * Who may change what, for every mutating API route (a permanent
 * authorization matrix, rows in tests/helpers/authorization-matrix.ts). Every cell runs against
 * fresh people and fresh things, so one cell's success never changes another's answer. The rows
 * are checked against the routes the app registers: a new mutating route without a row fails
 * here until someone decides its column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../../server/openapi/route-list';
import {
  ACTORS,
  castOf,
  MATRIX_ROWS,
  type MatrixRow,
  sendMatrixRequest,
} from '../../helpers/authorization-matrix';
import {
  type DocumentedAnswers,
  documentedAnswers,
  openApiDocumentOf,
} from '../../helpers/openapi-document';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let answers: DocumentedAnswers;

beforeAll(async () => {
  t = await createTestApp();
  answers = documentedAnswers(await openApiDocumentOf(t.app));
});
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has a row for every mutating API route, and no row for a route that does not exist', () => {
    const mutating = routesOf(t.app)
      .filter((route) => route.url.startsWith('/api/') && !['GET', 'HEAD'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const rows = MATRIX_ROWS.map((row) => row.route);
    expect([...new Set(mutating)].sort()).toEqual([...new Set(rows)].sort());
  });

  const labelled = MATRIX_ROWS.map((row) => [
    row.about ? `${row.route} (${row.about})` : row.route,
    row,
  ]);
  it.each(labelled as [string, MatrixRow][])('%s', async (_label, row) => {
    const [method, path] = row.route.split(' ');
    const answered: Record<string, number> = {};
    const bodies: string[] = [];
    const undocumented: string[] = [];
    for (const actor of ACTORS) {
      const cast = await castOf(t);
      const request = await row.prepare(t, cast);
      const response = await sendMatrixRequest(t, method, request, cast.cookie[actor]);
      answered[actor] = response.statusCode;
      // Every answer, refusals included, is the one the API document promises.
      undocumented.push(...answers.problems(method, path, response));
      if (response.statusCode !== row.expected[actor]) {
        bodies.push(`${actor}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(answered, bodies.join('\n')).toEqual(row.expected);
    expect(undocumented).toEqual([]);
  });

  // Who may call is decided before the body is looked at. The same requests
  // with every field broken but the one naming whose thing it is: refusals stay refusals (401,
  // 403, and 404 for what the caller cannot see), and only those who may call learn it is bad.
  const withBodies = (labelled as [string, MatrixRow][]).filter(
    ([, row]) =>
      row.expected.visitor === 401 &&
      // Not a refusal when everyone gets it (a wrong password's 401).
      new Set(Object.values(row.expected)).size > 1 &&
      !row.route.includes('/storage/'),
  );
  it.each(withBodies)('%s, with a malformed body', async (_label, row) => {
    const [method, path] = row.route.split(' ');
    const answered: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const actor of ACTORS) {
      const cast = await castOf(t);
      const request = await row.prepare(t, cast);
      if (request.body === undefined) return;
      const response = await sendMatrixRequest(
        t,
        method,
        { ...request, body: malformed(request.body as Record<string, unknown>) },
        cast.cookie[actor],
      );
      answered[actor] = response.statusCode;
      const refusal = row.expected[actor];
      expected[actor] = [401, 403, 404].includes(refusal) ? refusal : 400;
      expect(answers.problems(method, path, response)).toEqual([]);
    }
    expect(answered).toEqual(expected);
  });
});

/**
 * The field naming whose thing a request is about stays (the library; else the playlist songs are
 * added to); every other field gets a wrong type.
 */
function malformed(body: Record<string, unknown>): Record<string, unknown> {
  const target = 'library_id' in body ? 'library_id' : 'playlist_id';
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, key === target ? value : { roto: true }]),
  );
}
