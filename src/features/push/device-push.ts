/**
 * 'Recibir avisos en este dispositivo' (docs/product.md "Seguir y Novedades"): this browser's push
 * subscription, made with the server's key and kept by the server for the person signed in here.
 * The permission is asked only when the person turns it on (a tap), never on load.
 */
import type { PushKey } from '../../../domain/push';
import { getJson } from '../../lib/fetch-json';
import { http } from '../../lib/http';

/** What this device can do: an iPhone's browser offers push only to an installed app. */
export type PushAvailability = 'ready' | 'denied' | 'install-first' | 'unsupported';

function isAppleMobile(): boolean {
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  );
}

function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function pushAvailability(): PushAvailability {
  if (isAppleMobile() && !isInstalled()) return 'install-first';
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Asks the permission, subscribes with the server's key and hands the subscription over. */
export async function turnOnPush(): Promise<'on' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf((await getJson<PushKey>('/push/key')).public_key);
  let subscription = await registration.pushManager.getSubscription();
  // Made with a key the server no longer signs with: it could never receive anything.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await http.put('/push/subscription', subscription.toJSON());
  return 'on';
}

/** The server forgets this device, then the browser drops the subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await http.delete('/push/subscription', { data: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * At sign-out: the server already ended the session's subscriptions; the browser's goes too, so
 * the next person on this phone starts without one.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    await (await currentPushSubscription())?.unsubscribe();
  } catch {
    // Nothing to forget, or the browser refuses: the server no longer sends to it anyway.
  }
}
