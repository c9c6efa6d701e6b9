/// <reference lib="webworker" />
import { MAX_INSTALL_HOLD_MS } from '../domain/worker-messages';

/**
 * The install's precache waits while a page starts a song (domain/worker-messages.ts
 * PLAYBACK_STARTING): each of its downloads first waits out the hold, so the song's first bytes
 * do not queue behind the shell's. Only install downloads wait (precache-install.ts); a page's
 * own request that the precache answers from the network never does.
 */
let heldUntil = 0;

export function holdInstall(ms: number, now = Date.now()): void {
  heldUntil = Math.max(heldUntil, now + Math.min(Math.max(ms, 0), MAX_INSTALL_HOLD_MS));
}

/** Resolves once no hold is running: at once when none is, later if one is extended meanwhile. */
export async function waitOutInstallHold(): Promise<void> {
  for (let wait = heldUntil - Date.now(); wait > 0; wait = heldUntil - Date.now()) {
    await new Promise((resume) => setTimeout(resume, wait));
  }
}
