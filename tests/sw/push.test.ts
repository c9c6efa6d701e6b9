/**
 * The service worker's push message (sw/push.ts): only a release as the server sends it
 * (domain/push.ts) is shown; anything else pushed to this origin is ignored.
 */
import { describe, expect, it } from 'vitest';
import { readReleasePush, songPath } from '../../sw/push';

const release = {
  kind: 'release',
  song_id: 12,
  title: 'Merengue de estreno',
  creator: 'Fello Almonte',
  cover: '/media/images/tapa.webp',
  published_at: '2026-11-29T12:00:00.000Z',
};

describe('a pushed release', () => {
  it('is read as sent, and opens the song', () => {
    expect(readReleasePush(release)).toEqual(release);
    expect(songPath(12)).toBe('/Artist/12');
  });

  it('anything else is ignored', () => {
    expect(readReleasePush(null)).toBeNull();
    expect(readReleasePush('hola')).toBeNull();
    expect(readReleasePush({ ...release, kind: 'otra' })).toBeNull();
    expect(readReleasePush({ ...release, song_id: '12' })).toBeNull();
    expect(readReleasePush({ ...release, title: undefined })).toBeNull();
  });
});
