/**
 * A push service on this machine (the web-push-testing package, in this process): it hands out
 * subscriptions as a browser's push manager would, checks each push's VAPID signature against the
 * key the subscription was made with, decrypts it with the subscription's keys, and keeps what it
 * received per device; an expired subscription answers 410 as a real service does.
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
const WebPushTestingServer = require('web-push-testing/src/server.js');

export interface MockDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface MockPushService {
  /** A new device's subscription, made with `applicationServerKey` (the server's VAPID key). */
  subscribe(applicationServerKey: string): Promise<MockDevice>;
  /** What the device received, decrypted. */
  received(device: MockDevice): Promise<string[]>;
  /** The device unsubscribed: the next push to it is a 410. */
  expire(device: MockDevice): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('sin puerto libre');
  return address.port;
}

export async function startMockPushService(): Promise<MockPushService> {
  const port = await freePort();
  const service = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  try {
    service.startServer();
  } finally {
    console.log = log;
  }
  const base = `http://localhost:${port}`;
  const post = async (path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`${path} → ${response.status}`);
    return response.status === 200 ? response.json().catch(() => null) : null;
  };
  for (let tries = 0; ; tries += 1) {
    try {
      await post('/status');
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    async subscribe(applicationServerKey) {
      const answer = await post('/subscribe', {
        // The service reads the flag as a form field would carry it.
        userVisibleOnly: 'true',
        applicationServerKey,
      });
      return answer.data as MockDevice;
    },
    async received(device) {
      const answer = await post('/get-notifications', { clientHash: device.clientHash });
      return answer.data.messages as string[];
    },
    async expire(device) {
      await post(`/expire-subscription/${device.clientHash}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        service._server.closeAllConnections?.();
        service._server.close(() => resolve());
      }),
  };
}
