/**
 * "Server unreachable" is offline too: the app stops
 * believing navigator.onLine alone, asks /health on the back-off, and tells everyone when the
 * server answers again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isOnline,
  onReconnect,
  reportAnswer,
  reportNoAnswer,
  reportStatus,
  resetConnectivityForTests,
  subscribeConnectivity,
} from '../../../src/lib/connectivity';

let serverUp = false;
const probes: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  serverUp = false;
  probes.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    probes.push(String(input));
    if (!serverUp) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 200 });
  });
});

afterEach(() => {
  resetConnectivityForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('connectivity', () => {
  it('a request with no answer makes the app offline though the browser says online', () => {
    const changed = vi.fn();
    const stop = subscribeConnectivity(changed);
    expect(navigator.onLine).toBe(true);
    reportNoAnswer();
    expect(isOnline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks /health on the back-off and reconnects everyone at the first answer', async () => {
    const reconnected = vi.fn();
    const stop = onReconnect(reconnected);
    reportNoAnswer();
    // Asked at once whether the failure was the server's (for the tab's next pages), then on the
    // back-off.
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual(['/api/v1/health']);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(probes).toHaveLength(3);
    serverUp = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(isOnline()).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(4);
    stop();
  });

  it('any answer from the server (even a 404) ends it at once; a gateway 502 does not', () => {
    reportNoAnswer();
    reportStatus(502);
    expect(isOnline()).toBe(false);
    reportStatus(404);
    expect(isOnline()).toBe(true);
    reportNoAnswer();
    reportAnswer();
    expect(isOnline()).toBe(true);
  });

  it('the page regaining focus asks at once', async () => {
    reportNoAnswer();
    await vi.advanceTimersByTimeAsync(0);
    probes.length = 0;
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual(['/api/v1/health']);
  });

  it('a page opened in the tab after the server was found down starts offline and asks at once', async () => {
    reportNoAnswer();
    // /health has no answer either: the server is down.
    await vi.advanceTimersByTimeAsync(0);
    probes.length = 0;
    vi.resetModules();
    const nextPage = await import('../../../src/lib/connectivity');
    expect(nextPage.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual(['/api/v1/health']);
    // The server answers: the tab forgets, and the page after it starts online without asking.
    serverUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(nextPage.isOnline()).toBe(true);
    const asked = probes.length;
    vi.resetModules();
    const third = await import('../../../src/lib/connectivity');
    expect(third.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toHaveLength(asked);
  });

  it('requests failed by a page leaving do not start the next page offline', async () => {
    // Firefox fails a page's requests as a reload or a link starts, while the server is up: asked
    // then, /health answers.
    serverUp = true;
    reportNoAnswer();
    await vi.advanceTimersByTimeAsync(0);
    vi.resetModules();
    const nextPage = await import('../../../src/lib/connectivity');
    expect(nextPage.isOnline()).toBe(true);
    // Or the page is gone before /health answers: nothing is kept either.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    nextPage.reportNoAnswer();
    vi.resetModules();
    const third = await import('../../../src/lib/connectivity');
    expect(third.isOnline()).toBe(true);
  });

  it('a page opened in a tab that never lost the server starts online and asks nothing', async () => {
    vi.resetModules();
    const page = await import('../../../src/lib/connectivity');
    expect(page.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toEqual([]);
  });
});
