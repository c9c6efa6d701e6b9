import type { Playlist } from '../../../../domain/api';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { formatDuration, truncate } from '../../../../domain/format';
import type { SkeletonLine } from '../../../components/CardSkeleton';
import { FallbackImage } from '../../../components/FallbackImage';
import classes from '../../../components/MediaCard.module.css';

export const PLAYLIST_NAME_MAX = 16;
/** The card's text as its placeholder draws it: the name (two lines tall), songs and length. */
export const PLAYLIST_CARD_LINES: readonly SkeletonLine[] = [
  { kind: 'title', lines: 2 },
  { kind: 'meta', lines: 1 },
];

export function songsCountLabel(count: number): string {
  return count === 1 ? '1 canción' : `${count} canciones`;
}

/**
 * A playlist in a row: cover, name, number of songs and total length. `eager`: the cover is in
 * the first screen, so it loads at once instead of when the browser gets round to it. `byline`:
 * one more line saying what it is and whose ('Novedades' mixes albums with songs).
 */
export function PlaylistCard({
  playlist,
  eager = false,
  byline,
}: {
  playlist: Playlist;
  eager?: boolean;
  byline?: string;
}) {
  const songs = songsCountLabel(playlist.songsCount);
  const duration = formatDuration(playlist.totalDurationSeconds);
  return (
    <article
      className={classes.card}
      aria-label={`${playlist.name}${byline ? `, ${byline}` : ''}, ${songs}, ${duration}`}
    >
      <FallbackImage
        src={playlist.cover_thumb ?? playlist.cover}
        fallback={DEFAULT_COVER}
        className={classes.cover}
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
      />
      <p className={`${classes.title} ${classes.twoLines}`} title={playlist.name}>
        {truncate(playlist.name, PLAYLIST_NAME_MAX)}
      </p>
      {byline && (
        <p className={`${classes.meta} ${classes.twoLines}`} title={byline}>
          {byline}
        </p>
      )}
      <div className={classes.metaRow}>
        <p className={classes.meta}>{songs}</p>
        <p className={`${classes.meta} ${classes.nowrap}`}>{duration}</p>
      </div>
    </article>
  );
}
