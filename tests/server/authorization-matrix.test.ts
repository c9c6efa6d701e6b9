/**
 * Who may change what, for every mutating API route (issue "Security hardening": a permanent
 * authorization matrix, rows in tests/helpers/authorization-matrix.ts). Every cell runs against
 * fresh people and fresh things, so one cell's success never changes another's answer. The rows
 * are checked against the routes the app registers: a new mutating route without a row fails
 * here until someone decides its column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../server/plugins/route-list';
import {
  ACTORS,
  castOf,
  MATRIX_ROWS,
  type MatrixRow,
  sendMatrixRequest,
} from '../helpers/authorization-matrix';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
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
    const method = row.route.split(' ')[0];
    const answered: Record<string, number> = {};
    const bodies: string[] = [];
    for (const actor of ACTORS) {
      const cast = await castOf(t);
      const request = await row.prepare(t, cast);
      const response = await sendMatrixRequest(t, method, request, cast.cookie[actor]);
      answered[actor] = response.statusCode;
      if (response.statusCode !== row.expected[actor]) {
        bodies.push(`${actor}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(answered, bodies.join('\n')).toEqual(row.expected);
  });
});
