/**
 * What an orchestrator asks (is the process alive, may it take traffic) and how
 * it stops (requests in flight may finish, for SHUTDOWN_TIMEOUT_SECONDS at most).
 */
import { rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { livenessSchema, readinessSchema } from '../../../domain/api';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import { spawnServer, waitForOutput } from '../../helpers/server-process';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase, testDatabaseUrl } from '../../helpers/test-database';

let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(() => shared.close());

describe('GET /api/v1/health/live and /api/v1/health/ready', () => {
  it('a migrated app with its storage is live and ready', async () => {
    const live = await shared.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(livenessSchema.parse(live.json())).toEqual({ status: 'live' });
    const ready = await shared.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readinessSchema.parse(ready.json())).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      storage: 'up',
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this version is missing from the database', async () => {
    const app = await createTestApp();
    try {
      await app.db.orm.execute(
        sql`DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)`,
      );
      const ready = await app.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', migrations: 'pending' });
      // Alive all the same: restarting it would not apply the migration.
      const live = await app.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a database that hangs makes it not ready within 2 s, and live answers meanwhile', async () => {
    const app = await createTestApp();
    let release: () => void = () => undefined;
    // A transaction that holds the migrations' table until the test lets it go: on PGlite the
    // whole database waits, on PostgreSQL every reader of that table.
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = app.db.rawTransaction(async (session) => {
      await session.exec('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await lockTaken;
    try {
      const started = Date.now();
      const live = await app.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(500);
      const ready = await app.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', database: 'down' });
      expect(Date.now() - started).toBeLessThan(2000 + 1500);
    } finally {
      release();
      await holding;
      await app.close();
    }
  });

  it('is not ready when storage cannot take files, nor when the database is down', async () => {
    const app = await createTestApp();
    try {
      await rm(join(app.storage.root, 'audios'), { recursive: true, force: true });
      const noStorage = await app.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(noStorage.statusCode).toBe(503);
      expect(noStorage.json()).toMatchObject({ status: 'not_ready', storage: 'down' });

      await app.db.close();
      const noDatabase = await app.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(noDatabase.statusCode).toBe(503);
      expect(noDatabase.json()).toMatchObject({
        status: 'not_ready',
        database: 'down',
        migrations: 'unknown',
      });
      const live = await app.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// On PostgreSQL (CI's server suite), a copy of the migrated database, as production stops. On
// PGlite, a first start, not a copy (tests/helpers/migrated-database.ts): from a copy the server
// is up so soon that V8 is still optimising PGlite's WebAssembly in the background, and a process
// exits only once that work ends (1.5 s after SIGTERM, measured).
async function startServer(env: Record<string, string>) {
  const dataDir = await createTempDir('tambora-shutdown-');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = testDatabaseUrl() ? await createTestDatabase(dataDir, { migrated: true }) : null;
  if (database) cleanups.push(database.destroy);
  const port = await freePort();
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  cleanups.push(server.kill);
  await waitForOutput(server, 'Tambora está en marcha');
  return { ...server, port };
}

/** A request whose body never finishes arriving: in flight until the server cuts it. */
function hangingRequest(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/v1/plays HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${port}\r\n` +
          `Origin: http://127.0.0.1:${port}\r\n` +
          'Content-Type: application/json\r\n' +
          'Content-Length: 200\r\n\r\n{"song_id":',
      );
      setTimeout(resolve, 300);
    });
    socket.on('error', () => undefined);
    cleanups.push(() => {
      socket.destroy();
    });
  });
}

/** A connection to the server that has sent nothing yet (as a browser's preconnect). */
function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => undefined);
    cleanups.push(() => {
      socket.destroy();
    });
  });
}

describe('stopping the server', () => {
  it('SIGTERM with nothing in flight stops at once and cleanly', async () => {
    const server = await startServer({});
    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(5000);
    expect(server.output()).toContain('Deteniendo Tambora (SIGTERM)');
  }, 90_000);

  // Browsers preconnect and keep connections alive; neither is work to wait for.
  it('connections without a request in flight do not hold the stop: exit 0 in under 1 s', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const preconnected = await openConnection(server.port);
    const keptAlive = await openConnection(server.port);
    keptAlive.write(`GET /api/v1/health/live HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await new Promise((resolve) => keptAlive.once('data', resolve));
    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const took = Date.now() - stopAsked;
    console.log(`Parada con dos conexiones inactivas: ${took} ms`);
    expect(took).toBeLessThan(1000);
    expect(preconnected.destroyed || preconnected.readableEnded).toBe(true);
  }, 90_000);

  it('a request in flight when the stop comes still gets its answer, then the server exits 0', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const socket = await openConnection(server.port);
    const body = JSON.stringify({
      song_id: 999999,
      listen_id: '2b1f8a52-3f8e-4a0c-9f55-0d7f0a4a1c11',
    });
    socket.write(
      'POST /api/v1/plays HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${server.port}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.write(body.slice(10));
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(5000);
    // The song does not exist: what matters is that the request was answered, not cut.
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  }, 90_000);

  it('a request still in flight after SHUTDOWN_TIMEOUT_SECONDS is cut, and the stop says so', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    await hangingRequest(server.port);
    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const took = Date.now() - stopAsked;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(8000);
    expect(server.output()).toContain(
      'Tambora no terminó de detenerse en 1 s: se cortan las peticiones en curso.',
    );
  }, 90_000);
});
