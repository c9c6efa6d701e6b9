/**
 * The Subsonic API's XML answers (docs/architecture.md "Subsonic API") validated against the
 * Subsonic XSD with libxml2's `xmllint`. The schema is Subsonic's, not ours: it is not in the
 * repository, so this runs where `SUBSONIC_XSD` names a copy of it (and `xmllint` is installed) and
 * is reported as skipped elsewhere. OpenSubsonic's additions, which the XSD predates, are taken out
 * first by name (the list below); everything else must validate as it is sent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../helpers/auth';
import { createPlaylist, createSong, createUser, type TestUser } from '../../helpers/factories';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const XSD = process.env.SUBSONIC_XSD;
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;
const canValidate = Boolean(XSD && existsSync(XSD) && hasXmllint);

/** OpenSubsonic's additions (opensubsonic.netlify.app), absent from the Subsonic XSD. */
const OPEN_SUBSONIC = {
  attributes: ['type', 'serverVersion', 'openSubsonic', 'mediaType', 'displayArtist'],
  /** Whole elements OpenSubsonic adds under the root. */
  elements: ['openSubsonicExtensions', 'lyricsList'],
};

/** The answer as the Subsonic XSD knows it: OpenSubsonic's attributes and elements removed. */
function withoutOpenSubsonic(xml: string): string {
  let out = xml;
  for (const name of OPEN_SUBSONIC.elements) {
    out = out.replace(
      new RegExp(`<${name}(\\s[^>]*)?/>|<${name}[\\s>][\\s\\S]*?</${name}>`, 'g'),
      '',
    );
  }
  // `type` is also the Subsonic `Child`'s media type ('music'): only the root's goes.
  out = out.replace(/(<subsonic-response[^>]*?) type="[^"]*"/, '$1');
  for (const name of OPEN_SUBSONIC.attributes.filter((one) => one !== 'type')) {
    out = out.replace(new RegExp(` ${name}="[^"]*"`, 'g'), '');
  }
  return out;
}

let t: TestApp;
let creator: TestUser;
let listener: TestUser;
let apiKey: string;
const ids: Record<string, string> = {};

async function xml(method: string, query: Record<string, string> = {}, post = false) {
  const params = new URLSearchParams({ v: '1.16.1', c: 'xsd', apiKey, ...query });
  const answer = await t.app.inject(
    post
      ? {
          method: 'POST',
          url: `/rest/${method}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: params.toString(),
        }
      : { method: 'GET', url: `/rest/${method}.view?${params}` },
  );
  expect(answer.headers['content-type']).toMatch(/xml/);
  return answer.body;
}

async function validate(documents: Record<string, string>) {
  const dir = await createTempDir('tambora-xsd-');
  const failures: string[] = [];
  for (const [name, document] of Object.entries(documents)) {
    const file = join(dir, `${name}.xml`);
    writeFileSync(file, withoutOpenSubsonic(document));
    const run = spawnSync('xmllint', ['--noout', '--schema', XSD as string, file], {
      encoding: 'utf8',
    });
    if (run.status !== 0) failures.push(`${name}: ${run.stderr.trim()}`);
  }
  return failures;
}

beforeAll(async () => {
  if (!canValidate) return;
  t = await createTestApp();
  creator = await createUser(t, { roles: ['composer'], profile: { nickname: 'Fefita la Grande' } });
  listener = await createUser(t);
  const cookie = await sessionCookieFor(t, listener.userId);
  const song = await createSong(t, creator.userId, { title: 'La Chiflera & "el Cibao"' });
  await createSong(t, creator.userId, { title: 'Zafiro', gender: 'BACHATA' });
  await createPlaylist(t, creator.userId, { name: 'Típico', songIds: [song.id] });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/app-passwords',
    headers: { cookie },
    payload: { name: 'xmllint' },
  });
  apiKey = made.json().password;
  ids.song = String(song.id);
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!canValidate)('the Subsonic XSD', () => {
  it('takes every XML answer a player reads, errors included', async () => {
    // The ids a player would follow, read from the answers themselves.
    const artists = await xml('getArtists');
    const artistId = /<artist id="([^"]+)"/.exec(artists)?.[1] as string;
    const artist = await xml('getArtist', { id: artistId });
    const albumIds = [...artist.matchAll(/<album id="([^"]+)"/g)].map((m) => m[1]);
    expect(albumIds.length).toBeGreaterThanOrEqual(2); // an album and 'Sencillos'
    await xml('star', { id: ids.song, albumId: albumIds[0], artistId });
    await xml('scrobble', { id: ids.song, submission: 'false' });
    await xml('savePlayQueue', { id: ids.song, current: ids.song, position: '1200' });
    const created = await xml('createPlaylist', { name: 'Para el carro', songId: ids.song }, true);
    const playlistId = /<playlist id="([^"]+)"/.exec(created)?.[1] as string;

    const documents: Record<string, string> = {
      ping: await xml('ping'),
      getLicense: await xml('getLicense'),
      getOpenSubsonicExtensions: await xml('getOpenSubsonicExtensions'),
      getMusicFolders: await xml('getMusicFolders'),
      getIndexes: await xml('getIndexes'),
      getArtists: artists,
      getArtist: artist,
      getArtistInfo2: await xml('getArtistInfo2', { id: artistId }),
      getMusicDirectoryArtist: await xml('getMusicDirectory', { id: artistId }),
      getMusicDirectoryAlbum: await xml('getMusicDirectory', { id: albumIds[0] }),
      getSong: await xml('getSong', { id: ids.song }),
      getRandomSongs: await xml('getRandomSongs', { size: '5' }),
      getGenres: await xml('getGenres'),
      getSongsByGenre: await xml('getSongsByGenre', { genre: 'BACHATA' }),
      search3: await xml('search3', { query: 'zafi' }),
      getUser: await xml('getUser', { username: listener.email }),
      getStarred: await xml('getStarred'),
      getStarred2: await xml('getStarred2'),
      getNowPlaying: await xml('getNowPlaying'),
      getPlaylists: await xml('getPlaylists'),
      createPlaylist: created,
      getPlaylist: await xml('getPlaylist', { id: playlistId }),
      updatePlaylist: await xml('updatePlaylist', { playlistId, name: 'Para la guagua' }),
      getPlayQueue: await xml('getPlayQueue'),
      getLyricsBySongId: await xml('getLyricsBySongId', { id: ids.song }),
      getScanStatus: await xml('getScanStatus'),
      notFound: await xml('getSong', { id: '999999999' }),
      missingParameter: await xml('getAlbum'),
    };
    for (const id of albumIds) documents[`getAlbum ${id}`] = await xml('getAlbum', { id });
    for (const type of ['newest', 'random', 'alphabeticalByName', 'starred', 'frequent']) {
      documents[`getAlbumList2 ${type}`] = await xml('getAlbumList2', { type });
    }
    documents.deletePlaylist = await xml('deletePlaylist', { id: playlistId });
    documents.wrongCredentials = (
      await t.app.inject({
        method: 'GET',
        url: `/rest/ping.view?v=1.16.1&c=xsd&u=${encodeURIComponent(listener.email)}&p=nope`,
      })
    ).body;

    // The answers hold something to validate, not empty envelopes.
    expect(documents['getAlbumList2 newest']).toContain('<album ');
    for (const kind of ['artist', 'album', 'song']) {
      expect(documents.getStarred).toContain(`<${kind} `);
      expect(documents.getStarred2).toContain(`<${kind} `);
    }
    expect(documents.notFound).toContain('code="70"');
    expect(await validate(documents)).toEqual([]);
  });
});
