/**
 * A phone for measuring a start: a fresh Chromium context at 390×844 (nothing of the app cached),
 * its CPU optionally slowed (CDP Emulation.setCPUThrottlingRate), a mouse or a touch screen for
 * its input, and optionally signed in as a person who has just signed in on it. Used by the work
 * guard and the speed measures of `npm run bench`.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { API_CALL } from './api-call';

export const PHONE = { width: 390, height: 844 };

export interface Account {
  email: string;
  password: string;
}

export async function freshPhone(
  browser: Browser,
  baseURL: string,
  slowdown = 1,
  { touch = false }: { touch?: boolean } = {},
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale: 'es-DO',
    serviceWorkers: 'allow',
    hasTouch: touch,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (slowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, cdp };
}

/**
 * Signed in as a person who has just signed in on this phone: the session cookie and the stored
 * user the app reads (localStorage 'user', spec section 3), nothing of the app cached yet.
 */
export async function signInFresh(page: Page, account: Account): Promise<void> {
  const answer = await page.context().request.post('/api/v1/login', { ...API_CALL, data: account });
  if (!answer.ok()) throw new Error(`No se pudo iniciar sesión como ${account.email}`);
  const user = await answer.text();
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', stored);
  }, user);
}
