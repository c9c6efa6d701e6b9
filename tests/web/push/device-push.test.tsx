/**
 * 'Recibir avisos en este dispositivo' (docs/product.md "Seguir y Novedades"): the permission is
 * asked only on a tap; turning it on subscribes with the server's key and hands the subscription
 * to the server, turning it off tells the server and drops it; an iPhone that has not installed
 * Tambora is told how to instead; after a first follow the offer comes once.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_TEXTS } from '../../../domain/push-texts';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { DevicePushSwitch } from '../../../src/features/push/components/DevicePushSwitch';
import { clearAllTables, db } from '../../../src/lib/db';
import { bodyOf, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { renderWithMantine } from '../helpers/with-mantine';
import { makeProfile, serveProfiles } from '../profiles/profiles-helpers';
import { DEVICE, type FakePush, installFakePush } from './fake-push';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const SERVER_KEY = base64url(Uint8Array.from({ length: 65 }, (_, n) => (n === 0 ? 4 : n)));

let api: FakeApi | undefined;
let push: FakePush | undefined;
const userAgent = navigator.userAgent;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  push?.restore();
  api = undefined;
  push = undefined;
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
});

const pushRoutes = {
  '/push/key': () => ok({ public_key: SERVER_KEY }),
  '/push/subscription': () => ({ status: 204, data: null }),
};

const subscriptionCalls = () =>
  (api?.calls ?? []).filter((call) => call.url === '/push/subscription');

describe("'Recibir avisos en este dispositivo'", () => {
  it('asks the permission only on a tap, subscribes with the server key, and turns off', async () => {
    const actor = userEvent.setup();
    push = installFakePush('granted');
    api = installFakeApi(pushRoutes);
    renderWithMantine(<DevicePushSwitch />);
    const toggle = await screen.findByRole('switch', {
      name: /Recibir avisos en este dispositivo/,
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(push.requestPermission).not.toHaveBeenCalled();

    await actor.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(base64url(push.subscribedKey() ?? new Uint8Array())).toBe(SERVER_KEY);
    expect(subscriptionCalls().map((call) => call.method)).toEqual(['put']);
    expect(bodyOf(subscriptionCalls()[0])).toEqual(DEVICE);

    await actor.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(subscriptionCalls().map((call) => call.method)).toEqual(['put', 'delete']);
    expect(bodyOf(subscriptionCalls()[1])).toEqual({ endpoint: DEVICE.endpoint });
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('a permission refused subscribes nothing and says how to allow it', async () => {
    const actor = userEvent.setup();
    push = installFakePush('denied');
    api = installFakeApi(pushRoutes);
    renderWithMantine(<DevicePushSwitch />);
    const toggle = await screen.findByRole('switch', {
      name: /Recibir avisos en este dispositivo/,
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await actor.click(toggle);
    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(subscriptionCalls()).toEqual([]);
  });

  it('on an iPhone browser, says how to install Tambora instead of offering the switch', async () => {
    push = installFakePush('granted');
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    renderWithMantine(<DevicePushSwitch />);
    expect(await screen.findByText(PUSH_TEXTS.installFirst)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});

describe('the offer after a first follow', () => {
  it('comes after the press, asks nothing until accepted, and comes once', async () => {
    const actor = userEvent.setup();
    saveSessionUser(LISTENER);
    push = installFakePush('granted');
    const state = { following: false, followers: 0 };
    api = serveProfiles(
      {
        ...pushRoutes,
        '/users/3': () => ok(makeProfile(3)),
        '/follows/3': () => ok({ creator_id: 3, ...state }),
        '/follows': (config) => {
          state.following = config.method === 'post';
          return {
            status: config.method === 'post' ? 201 : 200,
            data: { creator_id: 3, ...state },
          };
        },
      },
      LISTENER,
    );
    renderApp('/ComposerPerfil/3');
    expect(screen.queryByText(PUSH_TEXTS.offer)).toBeNull();
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    expect(await screen.findByText(PUSH_TEXTS.offer)).toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();
    await actor.click(screen.getByRole('button', { name: PUSH_TEXTS.offerDecline }));
    await waitFor(() => expect(screen.queryByText(PUSH_TEXTS.offer)).toBeNull());

    // Unfollow and follow again: not offered a second time.
    await actor.click(screen.getByRole('button', { name: 'Dejar de seguir a Fello Almonte' }));
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    await screen.findByRole('button', { name: 'Dejar de seguir a Fello Almonte' });
    await waitFor(() =>
      expect(
        (api?.calls ?? []).filter((call) => call.url === '/follows' && call.method !== 'get'),
      ).toHaveLength(3),
    );
    // The offer follows the answer by a read of the device's subscription: time for it to come.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(PUSH_TEXTS.offer)).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it("'Recibir avisos' in the offer turns them on", async () => {
    const actor = userEvent.setup();
    localStorage.removeItem('tambora:push-offer');
    saveSessionUser(LISTENER);
    push = installFakePush('granted');
    api = serveProfiles(
      {
        ...pushRoutes,
        '/users/3': () => ok(makeProfile(3)),
        '/follows/3': () => ok({ creator_id: 3, following: false, followers: 0 }),
        '/follows': () => ({ status: 201, data: { creator_id: 3, following: true, followers: 1 } }),
      },
      LISTENER,
    );
    renderApp('/ComposerPerfil/3');
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    await actor.click(await screen.findByRole('button', { name: PUSH_TEXTS.offerAccept }));
    await waitFor(() => expect(subscriptionCalls().map((call) => call.method)).toEqual(['put']));
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(PUSH_TEXTS.offer)).toBeNull());
  });
});
