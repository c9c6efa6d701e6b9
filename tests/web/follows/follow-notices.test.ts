/**
 * Follow notices in the bell (docs/product.md "Seguir y Novedades"): a device's first read only
 * sets where it starts; afterwards each new song of a followed creator is one notice, once; a
 * creator's new followers are one grouped notice; 'Notificaciones' can turn each kind off.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Song } from '../../../domain/api';
import type { Novedad } from '../../../domain/follows';
import { pullFollowNotices } from '../../../src/features/follows/follow-notices';
import { noticeSettings } from '../../../src/features/follows/notice-settings';
import { FOLLOW_CURSOR_KEY, tellRelease } from '../../../src/features/follows/release-notice';
import { clearAllTables, clearPersonTables, db } from '../../../src/lib/db';
import {
  type FakeApi,
  installFakeApi,
  makePlaylist,
  makeSong,
  ok,
  page,
} from '../helpers/fake-api';

let api: FakeApi | undefined;
let feed: Novedad[] = [];
let newFollowers = { count: 0, latest_at: null as string | null };

beforeEach(async () => {
  await clearAllTables(db);
  feed = [];
  newFollowers = { count: 0, latest_at: null };
  api = installFakeApi({
    '/novedades': () => ok(page(feed)),
    '/follows/new-followers': () => ok(newFollowers),
  });
});
afterEach(() => {
  api?.restore();
  noticeSettings.releases.set(true);
  noticeSettings.followers.set(true);
});

/** A song of the feed, out when it was uploaded unless `published_at` says otherwise. */
const novedad = (id: number, fields: Partial<Song> & { published_at?: string } = {}): Novedad => {
  const song = makeSong(id, fields);
  return { kind: 'song', ...song, published_at: fields.published_at ?? song.createdAt };
};

/** An album of the feed, out at `published_at`. */
const albumNovedad = (id: number, name: string, published_at: string): Novedad => ({
  kind: 'album',
  ...makePlaylist(id, { name, createdAt: published_at }),
  creator: 'Fello Almonte',
  published_at,
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 12, minute)).toISOString();
const clock = (minute: number) => () => new Date(at(minute));
const bell = async () =>
  (await db.notifications.orderBy('time').toArray()).map((entry) => [
    entry.title,
    entry.description,
  ]);

describe('new songs of followed creators', () => {
  it('start from the first read, then tell each new one once, oldest first', async () => {
    feed = [novedad(1, { title: 'Antes', createdAt: at(0) })];
    await pullFollowNotices({ userId: 7, isCreator: true }, db, clock(5));
    expect(await bell()).toEqual([]);
    // Only where the device starts: nothing is asked of the server on the first read.
    expect(api?.calls ?? []).toEqual([]);

    feed = [
      novedad(3, { title: 'Bachata nueva', composers: ['Ana'], createdAt: at(9) }),
      novedad(2, { title: 'Merengue nuevo', composers: ['Ana', 'Luis'], createdAt: at(8) }),
      ...feed,
    ];
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(10));
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(11));
    expect(await bell()).toEqual([
      ['Nueva canción: Merengue nuevo', 'Ana, Luis'],
      ['Nueva canción: Bachata nueva', 'Ana'],
    ]);
  });

  it('tell of a new album by its name and creator, in order with the songs', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    feed = [
      albumNovedad(40, 'Raíces', at(9)),
      novedad(6, { title: 'Sencillo', composers: ['Ana'], createdAt: at(8) }),
    ];
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(10));
    expect(await bell()).toEqual([
      ['Nueva canción: Sencillo', 'Ana'],
      ['Nuevo álbum: Raíces', 'Fello Almonte'],
    ]);
  });

  it('tell of a song uploaded private before the last read once it is made public', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    feed = [novedad(4, { title: 'Guardada', createdAt: at(1), published_at: at(9) })];
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(10));
    expect(await bell()).toEqual([['Nueva canción: Guardada', 'Compositor 4']]);
  });

  it('a release a push already told (the app closed) is not told again at the next start', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    // What the service worker does with a push (sw/push.ts).
    await tellRelease(db, { title: 'Recién salida', by: 'Fello Almonte', publishedAt: at(8) });
    feed = [novedad(5, { title: 'Recién salida', composers: ['Ana'], createdAt: at(8) })];
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(10));
    expect(await bell()).toEqual([['Nueva canción: Recién salida', 'Fello Almonte']]);
  });

  it('two reads at once (a start and a reconnection) tell each release once', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    feed = [
      novedad(3, { title: 'Bachata nueva', composers: ['Ana'], createdAt: at(9) }),
      novedad(2, { title: 'Merengue nuevo', composers: ['Ana'], createdAt: at(8) }),
    ];
    await Promise.all([
      pullFollowNotices({ userId: 7, isCreator: false }, db, clock(10)),
      pullFollowNotices({ userId: 7, isCreator: false }, db, clock(10)),
    ]);
    expect(await bell()).toEqual([
      ['Nueva canción: Merengue nuevo', 'Ana'],
      ['Nueva canción: Bachata nueva', 'Ana'],
    ]);
  });

  it("another person's first read on the device starts again from now", async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    feed = [novedad(2, { createdAt: at(6) })];
    await pullFollowNotices({ userId: 8, isCreator: false }, db, clock(7));
    expect(await bell()).toEqual([]);
  });

  it('a sign-out while the feed is on its way leaves nothing of the person', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api?.restore();
    api = installFakeApi({
      '/novedades': async () => {
        await answered;
        return ok(page([novedad(2, { createdAt: at(6) })]));
      },
    });
    const pulling = pullFollowNotices({ userId: 7, isCreator: false }, db, clock(7));
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    await clearPersonTables(db);
    answer();
    await pulling;
    expect(await bell()).toEqual([]);
  });

  it('a first read its sign-out cancelled leaves no cursor of the person', async () => {
    const signOut = new AbortController();
    const reading = pullFollowNotices(
      { userId: 7, isCreator: false },
      db,
      clock(5),
      signOut.signal,
    );
    signOut.abort();
    await clearPersonTables(db);
    await reading;
    expect(await db.settings.get(FOLLOW_CURSOR_KEY)).toBeUndefined();
  });

  it('two first reads at once lay down one start', async () => {
    await Promise.all([
      pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5)),
      pullFollowNotices({ userId: 7, isCreator: false }, db, clock(6)),
    ]);
    expect((await db.settings.get(FOLLOW_CURSOR_KEY))?.value).toMatchObject({ releases: at(5) });
  });

  it('are not recorded when turned off, and stay told when turned on again', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    noticeSettings.releases.set(false);
    feed = [novedad(2, { createdAt: at(6) })];
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(7));
    noticeSettings.releases.set(true);
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(8));
    expect(await bell()).toEqual([]);
  });
});

describe("a creator's new followers", () => {
  it('are one notice for all who came since the last read', async () => {
    await pullFollowNotices({ userId: 3, isCreator: true }, db, clock(5));
    newFollowers = { count: 3, latest_at: at(9) };
    await pullFollowNotices({ userId: 3, isCreator: true }, db, clock(10));
    expect(await bell()).toEqual([['Nuevos seguidores', '3 personas nuevas te siguen']]);
    const asked = (api?.calls ?? []).filter((call) => call.url === '/follows/new-followers');
    expect(asked.map((call) => call.params)).toEqual([{ after: at(5) }]);

    newFollowers = { count: 1, latest_at: at(12) };
    await pullFollowNotices({ userId: 3, isCreator: true }, db, clock(13));
    expect((await bell()).at(-1)).toEqual(['Nuevos seguidores', '1 persona nueva te sigue']);
    expect(
      (api?.calls ?? []).filter((call) => call.url === '/follows/new-followers').at(-1)?.params,
    ).toEqual({ after: at(9) });
  });

  it('are told once when two reads ask at once', async () => {
    await pullFollowNotices({ userId: 3, isCreator: true }, db, clock(5));
    newFollowers = { count: 2, latest_at: at(9) };
    await Promise.all([
      pullFollowNotices({ userId: 3, isCreator: true }, db, clock(10)),
      pullFollowNotices({ userId: 3, isCreator: true }, db, clock(10)),
    ]);
    expect(await bell()).toEqual([['Nuevos seguidores', '2 personas nuevas te siguen']]);
  });

  it('are not asked for by a listener', async () => {
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(5));
    await pullFollowNotices({ userId: 7, isCreator: false }, db, clock(6));
    expect((api?.calls ?? []).some((call) => call.url === '/novedades')).toBe(true);
    expect((api?.calls ?? []).some((call) => call.url === '/follows/new-followers')).toBe(false);
  });
});
