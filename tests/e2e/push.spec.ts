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
  // The browser's own record of the push and of the notice, said if no notice shows.
  // Each line says when, from the push's delivery: a late notice and a missing one read apart.
  const record: string[] = [];
  let deliveredAt = Date.now();
  const since = (at: number) => `${Math.round(at - deliveredAt)} ms`;
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) =>
    record.push(
      `${since(e.timestamp * 1000)} ${e.eventName} ${e.eventMetadata.map(({ value }) => value).join(' · ')}`,
    ),
  );
  for (const service of ['pushMessaging', 'notifications'] as const) {
    await cdp.send('BackgroundService.startObserving', { service });
    await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
  }
  const workerConsole: string[] = [];
  context.serviceWorkers()[0]?.on('console', (message) => workerConsole.push(message.text()));

  // The cover stalls, as on a weak link (the page drew its thumbnails before the worker was in
  // control, so the device keeps none): the notice must not wait for it, and carries the app's
  // icon instead (sw/notice-images.ts).
  const coverUrl = new URL(song.cover_thumb ?? '', baseURL).href;
  // Never answered: the worker gives the request up at the end of its own wait.
  await context.route(coverUrl, () => undefined);

  const message = {
    kind: 'release',
    song_id: song.song_id,
    title: song.title,
    creator: 'Fello Almonte',
    cover: song.cover_thumb ?? '',
    published_at: new Date(Date.now() + 1000).toISOString(),
  };
  deliveredAt = Date.now();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId,
    data: JSON.stringify(message),
  });
  // A failure says what the browser, the worker and the page saw, each line with its time.
  const pageSaw: string[] = [];
  const explain = (error: Error) => {
    error.message += `\nNavegador:\n${record.join('\n')}\nConsola del worker:\n${workerConsole.join('\n')}\nPágina:\n${pageSaw.join('\n')}`;
    throw error;
  };

  // First the browser's own word that it showed the notice: the page asks only after it. The
  // notice waits at most COVER_WAIT_MS for the stalled cover; a worker that waits for the cover
  // as the browser would (90 s) never gets here. Generous, for a starved CI machine.
  await expect
    .poll(() => record.some((line) => line.includes('Notification displayed')), { timeout: 30_000 })
    .toBe(true)
    .catch(explain);
  await expect
    .poll(async () => {
      const shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => [
          notice.title,
          notice.body,
          notice.icon.slice(0, 'data:image/png;'.length),
        ]),
      );
      pageSaw.push(`${since(Date.now())} getNotifications ${JSON.stringify(shown)}`);
      return shown;
    })
    .toEqual([['Fello Almonte publicó una canción', song.title, 'data:image/png;']])
    .catch(explain);
  await context.unroute(coverUrl);

  // A tap on the notification opens the song in the Tambora window already open, pressed right
  // away: a headless Chromium closes a shown notice by itself about 25 s after showing it. No
  // browser lets a test press a system notification: the worker is handed the click event it
  // would get.
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

  // The bell holds it too.
  await page.goto('/NotificationsView');
  await expect(page.getByRole('listitem', { name: `Nueva canción: ${song.title}` })).toContainText(
    'Fello Almonte',
  );
});
