import type { Page } from '@playwright/test';

const POLL_MS = 100;

/**
 * Waits until `check`, run in the page, answers true. `page.waitForFunction` cannot take an
 * asynchronous check (IndexedDB's list of databases, the Cache API): it waits for a truthy answer,
 * and a promise is one, so it returned at once whatever the check would have said.
 */
export async function waitInPage(
  page: Page,
  check: (arg: string) => Promise<boolean>,
  arg: string,
  timeout = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeout} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
