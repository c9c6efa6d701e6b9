/**
 * Push notices (docs/product.md "Seguir y Novedades", Avisos en este dispositivo): the server's key;
 * a device subscribes with an https endpoint and keys of the right size, at most 10 a person; it
 * stops at sign-out and when turned off; a release reaches each device of each follower exactly
 * once, through the job queue, signed and encrypted as a real push service checks; a device the
 * service says is gone is forgotten; a missing push service fails nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, PUSH_TEXTS, pushMessageSchema } from '../../../domain/push';
import { rowsOf } from '../../../server/db/database';
import { findSessionId, SESSION_COOKIE } from '../../../server/features/auth/session-repository';
import { saveSubscription } from '../../../server/features/push/repository';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, type TestUser } from '../../helpers/factories';
import {
  type MockDevice,
  type MockPushService,
  startMockPushService,
} from '../../helpers/push-service';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let push: MockPushService;
let creator: TestUser;
let fan: TestUser;
let stranger: TestUser;
let cookie: Record<'creator' | 'fan' | 'stranger', string>;
let serverKey: string;

beforeAll(async () => {
  t = await createTestApp();
  push = await startMockPushService();
  creator = await createUser(t, { roles: ['composer'] });
  fan = await createUser(t, { roles: ['user'] });
  stranger = await createUser(t, { roles: ['user'] });
  cookie = {
    creator: await sessionCookieFor(t, creator.userId),
    fan: await sessionCookieFor(t, fan.userId),
    stranger: await sessionCookieFor(t, stranger.userId),
  };
  serverKey = (await call('GET', '/push/key')).json().public_key;
});
afterAll(async () => {
  await push?.stop();
  await t?.close();
});

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { cookie: who } : {},
    ...(payload ? { payload } : {}),
  });
}

const httpsDevice = (n: number) => ({
  endpoint: `https://push.example.net/send/${n}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

/**
 * The mock service speaks http on this machine, which the route refuses (as it should: a real
 * browser's endpoint is https), so its devices are kept the way the route keeps them.
 */
async function subscribeAtMock(who: string, userId: number): Promise<MockDevice> {
  const device = await push.subscribe(serverKey);
  const token = who.slice(`${SESSION_COOKIE}=`.length);
  const sessionId = await findSessionId(t.db.orm, token);
  if (sessionId === null) throw new Error('sin sesión');
  await saveSubscription(t.db.orm, {
    userId,
    sessionId,
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
  });
  return device;
}

async function subscriptionsOf(userId: number): Promise<string[]> {
  return rowsOf<{ endpoint: string }>(
    await t.db.orm.execute(
      sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${userId} ORDER BY id`,
    ),
  ).map((row) => row.endpoint);
}

describe("the server's key", () => {
  it('is a P-256 public key, the same on every call and kept in the database', async () => {
    expect(Buffer.from(serverKey, 'base64url')).toHaveLength(65);
    expect((await call('GET', '/push/key')).json().public_key).toBe(serverKey);
    const [row] = rowsOf<{ public_key: string }>(
      await t.db.orm.execute(sql`SELECT public_key FROM push_keys`),
    );
    expect(row.public_key).toBe(serverKey);
  });
});

describe('a device subscribes', () => {
  it('is refused without a session, with an http endpoint, or keys of the wrong size', async () => {
    expect((await call('PUT', '/push/subscription', undefined, httpsDevice(1))).statusCode).toBe(
      401,
    );
    const http = await call('PUT', '/push/subscription', cookie.stranger, {
      ...httpsDevice(1),
      endpoint: 'http://push.example.net/send/1',
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors).toContain(PUSH_TEXTS.badEndpoint);
    for (const keys of [
      { p256dh: 'A'.repeat(86), auth: 'A'.repeat(22) },
      { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(30) },
      { p256dh: 'no es base64 ☃', auth: 'A'.repeat(22) },
    ]) {
      const wrong = await call('PUT', '/push/subscription', cookie.stranger, {
        ...httpsDevice(1),
        keys,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toContain(PUSH_TEXTS.badKeys);
    }
    expect(await subscriptionsOf(stranger.userId)).toEqual([]);
  });

  it(`keeps up to ${MAX_PUSH_DEVICES} devices a person, and one more is a 409`, async () => {
    for (let n = 1; n <= MAX_PUSH_DEVICES; n += 1) {
      expect(
        (await call('PUT', '/push/subscription', cookie.stranger, httpsDevice(n))).statusCode,
      ).toBe(204);
    }
    // The same device again changes nothing.
    expect(
      (await call('PUT', '/push/subscription', cookie.stranger, httpsDevice(1))).statusCode,
    ).toBe(204);
    const over = await call('PUT', '/push/subscription', cookie.stranger, httpsDevice(99));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(PUSH_TEXTS.tooManyDevices);
    expect(await subscriptionsOf(stranger.userId)).toHaveLength(MAX_PUSH_DEVICES);

    const off = await call('DELETE', '/push/subscription', cookie.stranger, {
      endpoint: httpsDevice(1).endpoint,
    });
    expect(off.statusCode).toBe(204);
    expect(await subscriptionsOf(stranger.userId)).toHaveLength(MAX_PUSH_DEVICES - 1);
  });

  it('a device whose session has ended makes room for a new one', async () => {
    const person = await createUser(t, { roles: ['user'] });
    const home = await sessionCookieFor(t, person.userId);
    const old = await sessionCookieFor(t, person.userId);
    for (let n = 1; n < MAX_PUSH_DEVICES; n += 1) {
      expect((await call('PUT', '/push/subscription', home, httpsDevice(100 + n))).statusCode).toBe(
        204,
      );
    }
    expect((await call('PUT', '/push/subscription', old, httpsDevice(200))).statusCode).toBe(204);
    expect((await call('PUT', '/push/subscription', home, httpsDevice(201))).statusCode).toBe(409);
    const oldSession = await findSessionId(t.db.orm, old.slice(`${SESSION_COOKIE}=`.length));
    await t.db.orm.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = ${oldSession}`,
    );
    expect((await call('PUT', '/push/subscription', home, httpsDevice(201))).statusCode).toBe(204);
    const kept = await subscriptionsOf(person.userId);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept).not.toContain(httpsDevice(200).endpoint);
  });

  it("ends with the session it was made in: signing out stops that device's notices only", async () => {
    const phone = await sessionCookieFor(t, stranger.userId);
    await call('DELETE', '/push/subscription', cookie.stranger, {
      endpoint: httpsDevice(2).endpoint,
    });
    expect((await call('PUT', '/push/subscription', phone, httpsDevice(50))).statusCode).toBe(204);
    const before = await subscriptionsOf(stranger.userId);
    expect(before).toContain(httpsDevice(50).endpoint);
    expect((await call('POST', '/logout', phone)).statusCode).toBe(204);
    const after = await subscriptionsOf(stranger.userId);
    expect(after).not.toContain(httpsDevice(50).endpoint);
    expect(after).toHaveLength(before.length - 1);
  });
});

describe('a release reaches the followers’ devices', () => {
  let fanPhone: MockDevice;
  let fanLaptop: MockDevice;
  let strangerPhone: MockDevice;

  beforeAll(async () => {
    expect(
      (await call('POST', '/follows', cookie.fan, { creator_id: creator.userId })).statusCode,
    ).toBe(201);
    fanPhone = await subscribeAtMock(cookie.fan, fan.userId);
    fanLaptop = await subscribeAtMock(cookie.fan, fan.userId);
    strangerPhone = await subscribeAtMock(cookie.stranger, stranger.userId);
  });

  it('one push per device of each follower, with the song, once, through the job queue', async () => {
    const song = await createSong(t, creator.userId, { title: 'Merengue de estreno' });
    // Nothing is sent in the request that published the song.
    expect(await push.received(fanPhone)).toEqual([]);
    await t.runJobs();
    for (const device of [fanPhone, fanLaptop]) {
      const messages = await push.received(device);
      expect(messages).toHaveLength(1);
      expect(pushMessageSchema.parse(JSON.parse(messages[0]))).toMatchObject({
        kind: 'release',
        song_id: song.id,
        title: 'Merengue de estreno',
      });
    }
    expect(await push.received(strangerPhone)).toEqual([]);

    // Made private and public again, it rises in 'Novedades' but rings no phone: not twice, nor
    // for someone who followed since.
    const lateFan = await createUser(t, { roles: ['user'] });
    const lateCookie = await sessionCookieFor(t, lateFan.userId);
    await call('POST', '/follows', lateCookie, { creator_id: creator.userId });
    const latePhone = await subscribeAtMock(lateCookie, lateFan.userId);
    await t.db.orm.execute(sql`UPDATE songs SET visibility = false WHERE id = ${song.id}`);
    await t.db.orm.execute(sql`UPDATE songs SET visibility = true WHERE id = ${song.id}`);
    await t.runJobs();
    expect(await push.received(fanPhone)).toHaveLength(1);
    expect(await push.received(latePhone)).toEqual([]);
    await call('DELETE', '/follows', lateCookie, { creator_id: creator.userId });
  });

  it('a device the push service says is gone (410) is forgotten; the others still hear', async () => {
    await push.expire(fanLaptop);
    await createSong(t, creator.userId, { title: 'Bachata segunda' });
    await t.runJobs();
    expect(await push.received(fanPhone)).toHaveLength(2);
    expect(await subscriptionsOf(fan.userId)).toEqual([fanPhone.endpoint]);
  });

  it('a private upload, or a suspended creator, rings nothing', async () => {
    await createSong(t, creator.userId, { title: 'Demo privada', visibility: false });
    await t.runJobs();
    expect(await push.received(fanPhone)).toHaveLength(2);
    await t.db.orm.execute(
      sql`UPDATE credentials SET suspended_at = now() WHERE id = ${creator.userId}`,
    );
    await createSong(t, creator.userId, { title: 'Durante la suspensión' });
    await t.runJobs();
    expect(await push.received(fanPhone)).toHaveLength(2);
    await t.db.orm.execute(
      sql`UPDATE credentials SET suspended_at = NULL WHERE id = ${creator.userId}`,
    );
  });

  it('with no push service answering, the job still ends and nothing fails', async () => {
    const token = cookie.fan.slice(`${SESSION_COOKIE}=`.length);
    const sessionId = await findSessionId(t.db.orm, token);
    await saveSubscription(t.db.orm, {
      userId: fan.userId,
      sessionId: sessionId as number,
      endpoint: 'http://127.0.0.1:9/nadie-escucha',
      p256dh: fanPhone.keys.p256dh,
      auth: fanPhone.keys.auth,
    });
    await createSong(t, creator.userId, { title: 'Sin servicio' });
    await t.runJobs();
    expect(await push.received(fanPhone)).toHaveLength(3);
    const failed = rowsOf<{ n: number }>(
      await t.db.orm.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'`),
    );
    expect(failed[0].n).toBe(0);
  });
});
