/**
 * The ids a Subsonic player sees and sends back: a song is its number; an artist (a creator), an
 * album (a creator's album), a creator's 'Sencillos' (their songs outside any album) and cover art
 * carry a prefix, so getMusicDirectory and getCoverArt know what an id names.
 */
export type SubsonicId =
  | { kind: 'song'; id: number }
  | { kind: 'artist'; id: number }
  | { kind: 'album'; id: number }
  | { kind: 'singles'; id: number };

const PREFIXES = { artist: 'ar-', album: 'al-', singles: 'si-' } as const;
/** Canonical digits only, as every id of the API (docs/product.md "Ids are written one way"). */
const DIGITS = /^[1-9]\d{0,9}$/;

export const artistId = (id: number) => `${PREFIXES.artist}${id}`;
export const albumId = (id: number) => `${PREFIXES.album}${id}`;
export const singlesId = (creatorId: number) => `${PREFIXES.singles}${creatorId}`;
export const songCoverId = (songId: number) => `so-${songId}`;

export function readId(text: string): SubsonicId | null {
  if (DIGITS.test(text)) return { kind: 'song', id: Number(text) };
  for (const [kind, prefix] of Object.entries(PREFIXES) as [keyof typeof PREFIXES, string][]) {
    if (text.startsWith(prefix) && DIGITS.test(text.slice(prefix.length))) {
      return { kind, id: Number(text.slice(prefix.length)) };
    }
  }
  return null;
}

/** A cover art id: a song's, an album's or an artist's picture. */
export function readCoverId(
  text: string,
): { kind: 'song' | 'album' | 'artist'; id: number } | null {
  if (text.startsWith('so-') && DIGITS.test(text.slice(3)))
    return { kind: 'song', id: Number(text.slice(3)) };
  const id = readId(text);
  if (id?.kind === 'song') return id;
  if (id?.kind === 'album' || id?.kind === 'artist') return id;
  return null;
}
