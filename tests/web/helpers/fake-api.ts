import {
  type AxiosAdapter,
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { CreatorStats, FullSong, Page, Playlist, Song } from '../../../domain/api';
import { NO_SONG_DETAILS } from '../../../domain/song-details';
import { http } from '../../../src/lib/http';

export type FakeAnswer = { status: number; data: unknown } | 'network-error';
export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  calls: InternalAxiosRequestConfig[];
  restore: () => void;
}

/**
 * Replaces the HTTP layer of the app's axios instance (the interceptors still run): each request
 * is answered by the route registered for its path, like the server would.
 */
export function installFakeApi(
  routes: Record<string, FakeRoute>,
  instance: AxiosInstance = http,
): FakeApi {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const route = routes[config.url ?? ''];
    const answer: FakeAnswer = route
      ? await route(config)
      : { status: 404, data: { message: 'Recurso no encontrado', errors: [] } };
    if (answer === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
      request: {},
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  instance.defaults.adapter = adapter;

  // The first visit's lists read with fetch (src/lib/fetch-json.ts): same routes, same calls log.
  const originalFetch = unansweredApi.originalFetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = apiUrl(input);
    if (!url) return originalFetch(input, init);
    const params = Object.fromEntries(
      [...url.searchParams].map(([key, value]) => [
        key,
        /^-?\d+$/.test(value) ? Number(value) : value,
      ]),
    );
    const config = {
      url: url.pathname.slice(API_PREFIX.length),
      method: (init?.method ?? 'get').toLowerCase(),
      params,
      headers: {},
    } as unknown as InternalAxiosRequestConfig;
    calls.push(config);
    const route = routes[config.url ?? ''];
    const answer: FakeAnswer = route
      ? await route(config)
      : { status: 404, data: { message: 'Recurso no encontrado', errors: [] } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const empty = answer.status === 204 || answer.data === undefined;
    return new Response(empty ? null : JSON.stringify(answer.data), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  return {
    calls,
    restore: () => {
      instance.defaults.adapter = unansweredApi.adapter;
      globalThis.fetch = unansweredApi.fetch;
    },
  };
}

const API_PREFIX = '/api/v1';

function apiUrl(input: RequestInfo | URL): URL | null {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://localhost');
  return url.pathname.startsWith(API_PREFIX) ? url : null;
}

/**
 * What the API does once a test is over: it never answers. The test's app lives on for a moment
 * (its router may still be loading the screen it went to, a query still starting), and a request
 * of it sent to the real network failed during the next test, which then believed the server
 * down (lib/connectivity.ts): its buttons were disabled, and a CI run failed on a press that did
 * nothing.
 */
const unansweredApi = (() => {
  const originalFetch = globalThis.fetch;
  const never = () => new Promise<never>(() => undefined);
  return {
    originalFetch,
    adapter: never as AxiosAdapter,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      apiUrl(input) ? never() : originalFetch(input, init)) as typeof fetch,
  };
})();

export function page<T>(items: T[], limit = items.length): Page<T> {
  return { items, total: items.length, limit, offset: 0 };
}

export function ok(data: unknown): FakeAnswer {
  return { status: 200, data };
}

export function makeSong(id: number, overrides: Partial<Song> = {}): Song {
  return {
    song_id: id,
    tambora_id: `TMB-${String(id).padStart(6, '0')}`,
    title: `Canción número ${id}`,
    gender: 'MERENGUE',
    composers: [`Compositor ${id}`],
    interpreters: [],
    etiquetas: [],
    cover: null,
    cover_thumb: null,
    audio: `/media/audios/${id}.mp3`,
    audio_light: null,
    audio_status: 'ready',
    loudness_lufs: null,
    duration: '3:05',
    duration_seconds: 185,
    likes: 0,
    favorites: 0,
    plays: 0,
    visibility: true,
    isFromRepertoire: true,
    user_id: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A song as its own answer carries it (GET /songs/{id}): with lyrics, credits and waveform. */
export function makeFullSong(id: number, overrides: Partial<FullSong> = {}): FullSong {
  return { ...makeSong(id), ...NO_SONG_DETAILS, ...overrides };
}

export function makeCreator(id: number, overrides: Partial<CreatorStats> = {}): CreatorStats {
  return {
    user_id: id,
    credentials_id: id,
    nickname: null,
    name: `Nombre${id}`,
    lastName: `Apellido${id}`,
    userImageUrl: null,
    userImageThumb: null,
    totalLikes: 100 - id,
    songsCount: 3,
    display_name: `Nombre${id} Apellido${id}`,
    ...overrides,
  };
}

export function makePlaylist(id: number, overrides: Partial<Playlist> = {}): Playlist {
  return {
    playlist_id: id,
    name: `Temporada ${id}`,
    description: null,
    cover: null,
    cover_thumb: null,
    public: true,
    visibility: true,
    favorites_count: 0,
    isFromRepertoire: true,
    user_id: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    songsCount: 4,
    totalDurationSeconds: 754,
    ...overrides,
  };
}
