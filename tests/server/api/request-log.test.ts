/**
 * One log line per request at 'info' (method, route as declared, status, ms),
 * never the query, the cookies or the body; LOG_LEVEL=warn (or tests' silence) logs none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/plugins/session';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface Line {
  msg: string;
  level: number;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
}

const INFO = 30;

describe('request log at info', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, logLines: lines, logLevel: 'info' });
  });
  afterAll(() => t.close());

  const requestLines = () =>
    lines
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.msg === 'petición atendida');

  it('writes one line per request with the declared route, status and time, and no secrets', async () => {
    lines.length = 0;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/songs?limit=2&token=secreto-de-consulta',
      headers: { cookie: `${SESSION_COOKIE}=galleta-secreta` },
    });
    expect(listed.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/songs/987654' });
    expect(missing.statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'nadie@tambora.app', password: 'clave-secreta-1' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const nowhere = await t.app.inject({ method: 'GET', url: '/api/v1/nada?code=codigo-secreto' });
    expect(nowhere.statusCode).toBe(404);

    const logged = requestLines();
    expect(logged).toHaveLength(4);
    expect(logged.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'GET', route: '/api/v1/songs', status: 200 },
      { method: 'GET', route: '/api/v1/songs/:id', status: 404 },
      { method: 'POST', route: '/api/v1/login', status: refused.statusCode },
      { method: 'GET', route: '/api/v1/nada', status: 404 },
    ]);
    for (const line of logged) {
      expect(line.level).toBe(INFO);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    const all = lines.join('\n');
    for (const secret of [
      'secreto-de-consulta',
      'galleta-secreta',
      'clave-secreta-1',
      'codigo-secreto',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('request log at warn', () => {
  it('writes no request lines', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logLines: lines, logLevel: 'warn' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/songs' })).statusCode).toBe(200);
      expect(lines.filter((line) => line.includes('petición atendida'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
