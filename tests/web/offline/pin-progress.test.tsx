/**
 * Pins: progress counts bytes, not songs, and a pin that fails
 * says so in Spanish and can be retried.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import { pinSongs } from '../../../src/features/offline/audio-cache';
import { PinButton } from '../../../src/features/offline/PinButton';
import { reportAnswer } from '../../../src/lib/connectivity';
import { clearAllTables, db } from '../../../src/lib/db';
import { theme } from '../../../src/theme';
import { type FakeApi, installFakeApi, makeSong, ok } from '../helpers/fake-api';
import { memoryCaches } from '../helpers/memory-caches';

const LONG = makeSong(1, { title: 'Larga', audio: '/media/audios/larga.m4a' });
const SHORT = makeSong(2, { title: 'Corta', audio: '/media/audios/corta.m4a' });
const SIZES: Record<string, number> = { [LONG.audio]: 3_000_000, [SHORT.audio]: 1_000_000 };

let broken = new Set<string>();
let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  // A pin also keeps each song's details (GET /songs/{id} through axios). Unanswered, that request
  // failed whenever jsdom gave up on it, even during the next test, and marked the server
  // unreachable: the button went disabled under the test's press. The fake API answers it at once.
  api = installFakeApi({
    [`/songs/${LONG.song_id}`]: () => ok(LONG),
    [`/songs/${SHORT.song_id}`]: () => ok(SHORT),
  });
  reportAnswer();
  broken = new Set();
  vi.stubGlobal('caches', memoryCaches().api);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const size = SIZES[url] ?? 0;
    if (init?.method === 'HEAD') {
      return new Response(null, { headers: { 'content-length': String(size) } });
    }
    if (broken.has(url)) throw new TypeError('Failed to fetch');
    return new Response(new Uint8Array(size), {
      headers: { 'content-length': String(size), 'cache-control': 'public' },
    });
  });
});

afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

describe('pinSongs', () => {
  it('reports bytes of the whole list, and which songs failed', async () => {
    broken.add(SHORT.audio);
    const seen: [number, number][] = [];
    const result = await pinSongs([LONG, SHORT], (loaded, total) => seen.push([loaded, total]));
    expect(result.saved).toBe(1);
    expect(result.failed.map((song: Song) => song.title)).toEqual(['Corta']);
    expect(seen[0]).toEqual([0, 4_000_000]);
    expect(seen).toContainEqual([3_000_000, 4_000_000]);
    for (const [index, [loaded]] of seen.entries()) {
      if (index > 0) expect(loaded).toBeGreaterThanOrEqual(seen[index - 1]?.[0] ?? 0);
    }
  });
});

describe('PinButton', () => {
  it("says which song could not be saved, and 'Reintentar' saves it", async () => {
    broken.add(SHORT.audio);
    render(
      <MantineProvider theme={theme}>
        <PinButton songs={[LONG, SHORT]} what="la lista" />
      </MantineProvider>,
    );
    const pin = screen.getByRole('button', { name: 'Disponible sin conexión: la lista' });
    expect(pin).toBeEnabled();
    await userEvent.setup().click(pin);
    // Generous waits: under a loaded CI machine the pin (sizes, downloads, Dexie) took over 1 s.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'No se pudo guardar «Corta» sin conexión. Revisa tu conexión y vuelve a intentarlo.',
    );
    broken.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    const patiently = { timeout: 10_000 };
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), patiently);
    await waitFor(async () => expect((await db.offlineSongs.get(2))?.pinned).toBe(1), patiently);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Disponible sin conexión: la lista' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    // The retry has finished (its notice written, its progress gone) before the test ends: a
    // state update after the page was torn down failed CI once ('window is not defined').
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await waitFor(async () => expect(await db.notifications.count()).toBeGreaterThan(0));
  }, 30_000);
});
