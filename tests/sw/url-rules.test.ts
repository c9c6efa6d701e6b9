import { describe, expect, it } from 'vitest';
import {
  isCacheableApi,
  isMediaImage,
  isSameOrigin,
  isSharedAnswer,
  isShellNavigation,
  isStaticImage,
} from '../../sw/url-rules';

const ORIGIN = 'http://127.0.0.1:8080';
const url = (path: string) => new URL(path, ORIGIN);

describe('navigations answered by the app shell', () => {
  it('includes every spec screen, with or without query and capitals', () => {
    for (const path of [
      '/',
      '/search',
      '/SearchView/Juan+Luis',
      '/LoginPageV1',
      '/FormOTPInput?token=abc',
      '/Artist/12',
      '/apiarios',
      '/mediateca',
    ]) {
      expect(isShellNavigation(url(path)), path).toBe(true);
    }
  });

  it('leaves the API, media, embedded players and the Subsonic API to the server', () => {
    for (const path of [
      '/api',
      '/api/v1/health',
      '/media',
      '/media/images/a.webp',
      '/embed/song/12',
      '/rest/ping.view',
      '/metrics',
    ]) {
      expect(isShellNavigation(url(path)), path).toBe(false);
    }
  });
});

describe('API answers kept as a second line behind IndexedDB', () => {
  it('keeps only answers the server marked as the same for everyone', () => {
    expect(isSharedAnswer(new Headers({ 'x-tambora-audience': 'public' }))).toBe(true);
    expect(isSharedAnswer(new Headers({ 'x-tambora-audience': 'personal' }))).toBe(false);
    // An answer without the mark (an older server, a proxy's error page) is not kept.
    expect(isSharedAnswer(new Headers())).toBe(false);
  });

  it('caches the public catalogue GETs, with any query', () => {
    expect(isCacheableApi(url('/api/v1/songs?sort=recent&limit=10'), 'GET')).toBe(true);
    expect(isCacheableApi(url('/api/v1/creator_statistics?limit=5'), 'GET')).toBe(true);
    expect(isCacheableApi(url('/api/v1/playlistsFromRepertoireByAdmin?limit=10'), 'GET')).toBe(
      true,
    );
  });

  it('never caches personal or account answers', () => {
    for (const path of [
      '/api/v1/session',
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/register',
      '/api/v1/credentials/7',
      '/api/v1/users/',
      '/api/v1/users/7',
      '/api/v1/libraries/7',
      '/api/v1/request_validate_email_with_code',
      '/api/v1/request_password_reset_with_code',
      '/api/v1/validate_email_code',
      '/api/v1/verify_reset_code',
      '/api/v1/update_password',
      '/api/v1/sendRegistrationNotification',
      '/api/v1/auth/me',
    ]) {
      expect(isCacheableApi(url(path), 'GET'), path).toBe(false);
    }
  });

  it("never caches search answers: they hold the person's own private songs and playlists", () => {
    for (const path of [
      '/api/v1/search?q=cafe',
      '/api/v1/search/suggestions?q=ca',
      '/api/v1/search/advanced?field1=titulo&value1=amor',
    ]) {
      expect(isCacheableApi(url(path), 'GET'), path).toBe(false);
    }
  });

  it('keeps an endpoint nobody has declared public out of the cache', () => {
    expect(isCacheableApi(url('/api/v1/notifications'), 'GET')).toBe(false);
    expect(isCacheableApi(url('/api/v1/songs/12'), 'GET')).toBe(false);
  });

  it('never caches writes, the live health check, other API versions or media', () => {
    expect(isCacheableApi(url('/api/v1/songs'), 'POST')).toBe(false);
    expect(isCacheableApi(url('/api/v1/health'), 'GET')).toBe(false);
    expect(isCacheableApi(url('/api/v2/songs'), 'GET')).toBe(false);
    expect(isCacheableApi(url('/media/images/a.webp'), 'GET')).toBe(false);
  });

  it('does not mistake a path that starts like a public list for it', () => {
    expect(isCacheableApi(url('/api/v1/songsByUser'), 'GET')).toBe(false);
  });
});

describe('images', () => {
  it('tells uploaded covers from the app’s own pictures', () => {
    expect(isMediaImage(url('/media/images/1700000000_tapa.webp'))).toBe(true);
    expect(isMediaImage(url('/media/audios/1.mp3'))).toBe(false);
    expect(isStaticImage(url('/images/default-cover.webp'))).toBe(true);
    expect(isStaticImage(url('/icons/icon-192.png'))).toBe(true);
    expect(isStaticImage(url('/media/images/a.webp'))).toBe(false);
  });

  it('only handles requests to its own origin', () => {
    expect(isSameOrigin(url('/media/images/a.webp'), ORIGIN)).toBe(true);
    expect(isSameOrigin(new URL('https://cdn.example.com/media/images/a.webp'), ORIGIN)).toBe(
      false,
    );
  });
});
