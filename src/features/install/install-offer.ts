/**
 * Installing Tambora from inside it. Chromium offers installation once with
 * `beforeinstallprompt`, early and only once per page: it is caught at start and kept, so the
 * 'Instalar Tambora' entry can use it whenever the person asks. iOS Safari has no such event; there
 * the entry explains 'Añadir a pantalla de inicio'. Once installed (`appinstalled`, or running as
 * the installed app) the entry goes.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser installs: its own dialog, the iOS share sheet, or not at all (or done). */
export type InstallWay = 'prompt' | 'ios' | null;

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iOS or iPadOS Safari itself (other iOS browsers cannot add to the home screen). */
export function isIosSafari(userAgent: string, touchPoints: number): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return apple && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** At start, before the browser's one offer can be missed. */
export function listenForInstallOffer(): void {
  installed = runsInstalled();
  window.addEventListener('beforeinstallprompt', (event) => {
    // Ours to show when the person asks, never a banner of the browser's over the player.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    changed();
  });
}

function currentWay(): InstallWay {
  if (installed) return null;
  if (offer) return 'prompt';
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) ? 'ios' : null;
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentWay);
}

/** Shows the browser's own install dialog; the offer is spent either way. */
export async function installWithBrowser(): Promise<void> {
  const pending = offer;
  if (!pending) return;
  offer = null;
  await pending.prompt();
  const { outcome } = await pending.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
}
