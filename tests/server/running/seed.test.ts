import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorStatsSchema, pageSchema, playlistSchema, songSchema } from '../../../domain/api';
import { rowsOf } from '../../../server/db/database';
import { credentials, libraries, librarySongs, profiles, songs } from '../../../server/db/schema';
import { ensureAdmin } from '../../../server/features/auth/admin-account';
import { verifyPassword } from '../../../server/features/auth/passwords';
import {
  DEMO_ACCOUNTS,
  DEMO_CATALOGUE,
  DEMO_PASSWORD,
} from '../../../server/features/demo/demo-catalogue';
import { seedDemo, shouldSeedDemo } from '../../../server/features/demo/seed';
import { thumbnailUrl } from '../../../server/features/media/stored-names';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function tableCount(table: typeof credentials | typeof songs | typeof librarySongs) {
  const [row] = await t.db.orm.select({ n: count() }).from(table);
  return row.n;
}

describe('demo seed', () => {
  it('creates every account with a profile, a library and the demo password', async () => {
    const accounts = await t.db.orm.select().from(credentials);
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    const [library] = await t.db.orm.select({ n: count() }).from(libraries);
    expect(library.n).toBe(DEMO_ACCOUNTS.length);
    const admin = accounts.find((a) => a.email === 'admin@tambora.app');
    expect(admin?.roles).toEqual(['admin']);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(accounts.filter((a) => a.roles.includes('composer')).length).toBeGreaterThanOrEqual(4);
  });

  it('loads the songs with their audio and covers on disk', async () => {
    const rows = await t.db.orm.select().from(songs);
    expect(rows).toHaveLength(DEMO_CATALOGUE.songs.length);
    for (const row of rows) {
      expect(row.tamboraId).toMatch(/^TMB-\d{6}$/);
      expect(row.durationSeconds).toBeGreaterThan(0);
      for (const url of [row.audio, row.cover, row.coverThumb]) {
        const file = t.storage.parseUrl(url ?? '');
        expect(file, url ?? 'null').not.toBeNull();
        if (file)
          expect(
            (await stat(join(t.storage.directory(file.bucket), file.name))).size,
          ).toBeGreaterThan(0);
      }
    }
    // The audio is real: the served file starts as a WAV.
    const audio = await t.app.inject({
      method: 'GET',
      url: rows[0].audio,
      headers: { range: 'bytes=0-11' },
    });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(audio.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
  });

  it('gives every person a drawn avatar and every creator a banner, stored as uploads are', async () => {
    const people = await t.db.orm
      .select({
        roles: credentials.roles,
        avatar: profiles.userImageUrl,
        banner: profiles.bannerImage,
      })
      .from(profiles)
      .innerJoin(credentials, eq(credentials.id, profiles.userId));
    expect(people).toHaveLength(DEMO_ACCOUNTS.length);
    for (const person of people) {
      const creator = person.roles.includes('composer');
      const images = creator ? [person.avatar, person.banner] : [person.avatar];
      if (!creator) expect(person.banner).toBeNull();
      for (const url of images) {
        expect(url).toMatch(/^\/media\/images\/.+\.png$/);
        const image = await sharp(
          (await t.app.inject({ method: 'GET', url: url ?? '' })).rawPayload,
        ).metadata();
        expect(image.width).toBeGreaterThanOrEqual(600);
        // Its card-sized copy beside it, as every uploaded image has.
        const thumb = await t.app.inject({ method: 'GET', url: thumbnailUrl(url) ?? '' });
        expect(thumb.statusCode).toBe(200);
        expect(thumb.headers['content-type']).toBe('image/webp');
        expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
      }
    }
  });

  it('lists creators with their avatar’s card-sized copy, which the home shows', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/creator_statistics?limit=5',
    });
    const creators = pageSchema(creatorStatsSchema).parse(response.json()).items;
    expect(creators).toHaveLength(5);
    for (const creator of creators) {
      expect(creator.userImageThumb).toBe(thumbnailUrl(creator.userImageUrl));
      expect(creator.userImageThumb).toMatch(/-thumb\.webp$/);
    }
  });

  it('keeps likes equal to the libraries holding each song', async () => {
    const mismatches = rowsOf<{ id: number }>(
      await t.db.orm.execute(sql`
        select s.id from ${songs} s
        where s.likes <> (select count(*) from ${librarySongs} ls where ls.song_id = s.id)`),
    );
    expect(mismatches).toEqual([]);
    const byTitle = new Map(DEMO_CATALOGUE.songs.map((s) => [s.title, s.likedBy.length]));
    for (const row of await t.db.orm.select().from(songs)) {
      expect(row.likes, row.title).toBe(byTitle.get(row.title));
    }
  });

  it('fills the home rows: recent songs, top songs, creators and a seasonal playlist', async () => {
    const recent = await t.app.inject({ method: 'GET', url: '/api/v1/songs?sort=recent' });
    expect(pageSchema(songSchema).parse(recent.json()).items.length).toBeGreaterThanOrEqual(3);
    const top = pageSchema(songSchema).parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/songs?sort=top&limit=10' })).json(),
    );
    expect(top.items[0].likes).toBeGreaterThan(top.items[9].likes);
    const seasonal = pageSchema(playlistSchema).parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/playlistsFromRepertoireByAdmin' })).json(),
    );
    expect(seasonal.items.length).toBeGreaterThanOrEqual(1);
    expect(seasonal.items[0].songsCount).toBeGreaterThan(0);
    expect(seasonal.items[0].cover_thumb).toMatch(/^\/media\/images\/.+\.webp$/);
  });

  it('adds nothing when run again on a seeded database', async () => {
    const before = {
      accounts: await tableCount(credentials),
      songs: await tableCount(songs),
      likes: await tableCount(librarySongs),
    };
    const result = await seedDemo(t.db, t.storage);
    expect(result).toEqual({ accounts: 0, songs: 0, playlists: 0 });
    expect({
      accounts: await tableCount(credentials),
      songs: await tableCount(songs),
      likes: await tableCount(librarySongs),
    }).toEqual(before);
  });

  it('runs on its own only while the database has no account', async () => {
    expect(await shouldSeedDemo(t.db.orm, 'auto')).toBe(false);
    expect(await shouldSeedDemo(t.db.orm, true)).toBe(true);
    expect(await shouldSeedDemo(t.db.orm, false)).toBe(false);
    const empty = await createTestApp();
    expect(await shouldSeedDemo(empty.db.orm, 'auto')).toBe(true);
    await empty.close();
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin when missing, with profile and library', async () => {
    expect(await ensureAdmin(t.db.orm, 'jefa@tambora.app', 'clave-de-jefa')).toBe('created');
    const [row] = await t.db.orm
      .select()
      .from(credentials)
      .where(eq(credentials.email, 'jefa@tambora.app'));
    expect(row.roles).toEqual(['admin']);
    expect(await verifyPassword(row.passwordHash ?? '', 'clave-de-jefa')).toBe(true);
    const [library] = await t.db.orm.select().from(libraries).where(eq(libraries.userId, row.id));
    expect(library).toBeDefined();
    expect(await ensureAdmin(t.db.orm, 'JEFA@tambora.app', 'clave-de-jefa')).toBe('unchanged');
  });

  it('promotes an existing account, keeping its roles, and makes the password work', async () => {
    expect(await ensureAdmin(t.db.orm, 'oyente@tambora.app', 'otra-clave-1')).toBe('promoted');
    const [row] = await t.db.orm
      .select()
      .from(credentials)
      .where(eq(credentials.email, 'oyente@tambora.app'));
    expect(row.roles).toEqual(['user', 'admin']);
    expect(await verifyPassword(row.passwordHash ?? '', 'otra-clave-1')).toBe(true);
    expect(await ensureAdmin(t.db.orm, 'oyente@tambora.app', 'otra-clave-2')).toBe(
      'password_updated',
    );
  });
});
