/**
 * A push delivered to the service worker (docs/product.md "Seguir y Novedades", Avisos en este
 * dispositivo), the way a push service would with the app in the background: a notification
 * names the creator and the song, and the bell holds it (kept on the device, so offline too); a
 * tap opens the song in the window already open.
 * Delivered with CDP's ServiceWorker.deliverPushMessage: this machine has no push service.
 */
import { expect, test } from '@playwright/test';
import type { Page as ApiPage, Song } from '../../domain/api';
import { apiGet, installServiceWorkerNow, PHONE, signIn } from './helpers';

const LISTENER = 'oyente@tambora.app';

// A flow: once, at the phone's size (helpers.ts, PHONE); the bell's laptop layout is the signed-in
// top bar's (auth-flows.spec.ts, at both sizes).
test('a pushed release shows a notification and lands in the bell; a tap opens the song', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await context.grantPermissions(['notifications']);
  await signIn(page, LISTENER);
  await installServiceWorkerNow(page);
  const [song] = (await apiGet<ApiPage<Song>>(page.request, '/songs?sort=newest&limit=1')).items;

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.startsWith(baseURL ?? ''));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const workerConsole: string[] = [];
  const [ours] = context.serviceWorkers();
  ours?.on('console', (message) => workerConsole.push(`${message.type()}: ${message.text()}`));
  const workerState = async () =>
    ours
      ? ours.evaluate(async () => {
          const scope = globalThis as unknown as {
            registration: ServiceWorkerRegistration;
            Notification: { permission: string };
          };
          const shown = await scope.registration.getNotifications();
          return `worker: permiso ${scope.Notification.permission}, ${shown.length} avisos, activo ${scope.registration.active?.state}`;
        })
      : `sin worker (${context.serviceWorkers().length})`;
  const message = {
    kind: 'release',
    song_id: song.song_id,
    title: song.title,
    creator: 'Fello Almonte',
    cover: song.cover_thumb ?? '',
    published_at: new Date(Date.now() + 1000).toISOString(),
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId,
    data: JSON.stringify(message),
  });

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [
          shown.title,
          shown.body,
        ]),
      ),
    )
    .toEqual([['Fello Almonte publicó una canción', song.title]])
    .catch(async (error: Error) => {
      // Once in CI the bell had the release and the list of notifications stayed empty: say what
      // the worker saw, so a repeat names its cause.
      error.message += `\n${await workerState()}\nConsola del worker:\n${workerConsole.join('\n')}`;
      throw error;
    });

  await page.goto('/NotificationsView');
  await expect(page.getByRole('listitem', { name: `Nueva canción: ${song.title}` })).toContainText(
    'Fello Almonte',
  );

  // A tap on the notification opens the song in the Tambora window already open. No browser
  // lets a test press a system notification: the worker is handed the click event it would get.
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    // The worker's own types (webworker) are not the tests' (dom).
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    } & EventTarget;
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
  });
  await expect(page).toHaveURL(new RegExp(`/Artist/${song.song_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications()))
    .toHaveLength(0);
});
