import { describe, expect, it } from 'vitest';
import { GENRES, ROLES, SOCIAL_NETWORKS } from '../../domain/genres';
import { INSTRUMENT_OPTIONS } from '../../domain/instruments';
import {
  DEMO_ACCOUNTS,
  DEMO_CATALOGUE,
  DEMO_PASSWORD,
  SONG_STYLES,
} from '../../server/features/demo/demo-catalogue';

const { songs, playlists } = DEMO_CATALOGUE;
const emails = new Set(DEMO_ACCOUNTS.map((a) => a.email));
const accountByEmail = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a]));
const publicSongs = songs.filter((s) => s.visibility);

describe('demo accounts', () => {
  it('uses the documented password and unique @tambora.app emails', () => {
    expect(DEMO_PASSWORD).toBe('Tambora2026!');
    expect(emails.size).toBe(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) expect(a.email).toMatch(/^[a-z0-9.]+@tambora\.app$/);
  });

  it('has an admin, a listener and at least four composers', () => {
    expect(accountByEmail.get('admin@tambora.app')?.roles).toEqual(['admin']);
    expect(accountByEmail.get('oyente@tambora.app')?.roles).toEqual(['user']);
    const composers = DEMO_ACCOUNTS.filter((a) => a.roles.includes('composer'));
    expect(composers.length).toBeGreaterThanOrEqual(4);
    for (const a of DEMO_ACCOUNTS) {
      for (const role of a.roles) expect(ROLES).toContain(role);
    }
  });

  it('gives every profile believable Dominican data', () => {
    for (const a of DEMO_ACCOUNTS) {
      expect(a.name.trim()).not.toBe('');
      expect(a.lastName.trim()).not.toBe('');
      expect(a.phone).toMatch(/^809-555-01\d\d$/);
      expect(a.nationality).toBe('Dominicano/a');
      expect(a.biografia.length).toBeGreaterThan(20);
      expect(a.instruments.length).toBeGreaterThan(0);
      for (const instrument of a.instruments) expect(INSTRUMENT_OPTIONS).toContain(instrument);
    }
    const phones = new Set(DEMO_ACCOUNTS.map((a) => a.phone));
    expect(phones.size).toBe(DEMO_ACCOUNTS.length);
  });

  it('keeps social networks and links as parallel lists of https URLs', () => {
    for (const a of DEMO_ACCOUNTS) {
      expect(a.social_network_link).toHaveLength(a.social_network_selected.length);
      for (const network of a.social_network_selected) expect(SOCIAL_NETWORKS).toContain(network);
      for (const link of a.social_network_link) expect(() => new URL(link)).not.toThrow();
      for (const link of a.social_network_link) expect(link.startsWith('https://')).toBe(true);
    }
    const composers = DEMO_ACCOUNTS.filter((a) => a.roles.includes('composer'));
    for (const c of composers) expect(c.social_network_selected.length).toBeGreaterThan(0);
  });
});

describe('demo songs', () => {
  it('has at least 16 songs with unique titles, several with accents or ñ', () => {
    expect(songs.length).toBeGreaterThanOrEqual(16);
    expect(new Set(songs.map((s) => s.title)).size).toBe(songs.length);
    expect(songs.some((s) => s.title.includes('ñ'))).toBe(true);
    expect(songs.filter((s) => /[áéíóú]/.test(s.title)).length).toBeGreaterThanOrEqual(2);
  });

  it('uses only genres of the fixed list, and many of them', () => {
    for (const s of songs) expect(GENRES).toContain(s.gender);
    expect(new Set(songs.map((s) => s.gender)).size).toBeGreaterThanOrEqual(10);
  });

  it('belongs to composers that exist', () => {
    for (const s of songs) {
      expect(accountByEmail.get(s.ownerEmail)?.roles).toContain('composer');
    }
  });

  it('fills every field the seed needs', () => {
    for (const s of songs) {
      for (const list of [s.composers, s.interpreters, s.authors, s.arrangers, s.etiquetas]) {
        expect(list.length).toBeGreaterThan(0);
      }
      const lines = s.letter.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.length).toBeLessThanOrEqual(10);
      expect(s.copyright).toMatch(/^© 20\d\d .+\. Todos los derechos reservados\.$/);
      expect(s.daysAgo).toBeGreaterThanOrEqual(0);
      expect(s.daysAgo).toBeLessThanOrEqual(60);
      expect(SONG_STYLES).toContain(s.style);
      expect(s.tempo).toBeGreaterThanOrEqual(60);
      expect(s.tempo).toBeLessThanOrEqual(200);
      if (s.registro_ONDA !== null) expect(s.registro_ONDA).toMatch(/^ONDA-20\d\d-\d{6}$/);
    }
    expect(songs.some((s) => s.registro_ONDA === null)).toBe(true);
  });

  it('has exactly one private song', () => {
    expect(songs.filter((s) => !s.visibility)).toHaveLength(1);
  });

  it('fills "Subidas recientemente" with at least four public songs of the last two days', () => {
    expect(publicSongs.filter((s) => s.daysAgo <= 2).length).toBeGreaterThanOrEqual(4);
  });

  it('has likes from existing accounts, at most one per account, with varied counts', () => {
    for (const s of songs) {
      for (const email of s.likedBy) expect(emails.has(email)).toBe(true);
      expect(new Set(s.likedBy).size).toBe(s.likedBy.length);
    }
    const counts = publicSongs.map((s) => s.likedBy.length);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(5);
    // A single clear leader makes 'top' ordering checkable.
    const max = Math.max(...counts);
    expect(counts.filter((c) => c === max)).toHaveLength(1);
  });
});

describe('demo playlists', () => {
  const titles = new Set(songs.map((s) => s.title));

  it('has exactly one seasonal playlist, public, from the repertoire, owned by the admin', () => {
    const seasonal = playlists.filter((p) => p.seasonal);
    expect(seasonal).toHaveLength(1);
    expect(seasonal[0].ownerEmail).toBe('admin@tambora.app');
    expect(seasonal[0].public).toBe(true);
    expect(seasonal[0].isFromRepertoire).toBe(true);
    // The API's seasonal list is "public playlists of an admin with isFromRepertoire": only one.
    const adminPublic = playlists.filter(
      (p) => accountByEmail.get(p.ownerEmail)?.roles.includes('admin') && p.public,
    );
    expect(adminPublic).toHaveLength(1);
  });

  it('has a public composer playlist and a private listener playlist', () => {
    expect(
      playlists.some(
        (p) => accountByEmail.get(p.ownerEmail)?.roles.includes('composer') && p.public,
      ),
    ).toBe(true);
    const listener = playlists.filter((p) => p.ownerEmail === 'oyente@tambora.app');
    expect(listener.length).toBeGreaterThan(0);
    expect(listener.every((p) => !p.public)).toBe(true);
  });

  it('lists only existing, public songs, without repeats, with a description', () => {
    const privateTitles = new Set(songs.filter((s) => !s.visibility).map((s) => s.title));
    for (const p of playlists) {
      expect(emails.has(p.ownerEmail)).toBe(true);
      expect(p.description.length).toBeGreaterThan(10);
      expect(p.songTitles.length).toBeGreaterThan(0);
      expect(new Set(p.songTitles).size).toBe(p.songTitles.length);
      for (const title of p.songTitles) {
        expect(titles.has(title)).toBe(true);
        expect(privateTitles.has(title)).toBe(false);
      }
      expect(Number.isInteger(p.coverIndex)).toBe(true);
    }
    expect(new Set(playlists.map((p) => p.name)).size).toBe(playlists.length);
  });
});
