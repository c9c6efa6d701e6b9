import type { Song } from '../../../../domain/api';
import { formatDuration, truncate } from '../../../../domain/format';
import { DEFAULT_COVER } from '../../../components/default-images';
import { FallbackImage } from '../../../components/FallbackImage';
import classes from '../../../components/MediaCard.module.css';

/** Spec section 9: card titles and artist lines are cut at 16 characters. */
export const CARD_TITLE_MAX = 16;
export const CARD_ARTISTS_MAX = 16;

export function composersLine(song: Pick<Song, 'composers'>): string {
  const names = song.composers.map((name) => name.trim()).filter(Boolean);
  return names.length > 0 ? names.join(', ') : 'Desconocido';
}

/**
 * A song in a row: cover, title, composers and m:ss. Not a link or a button yet: the song page
 * and the player come in later issues, and a control that does nothing would mislead.
 */
export function SongCard({ song }: { song: Song }) {
  const composers = composersLine(song);
  const duration = formatDuration(song.duration_seconds);
  return (
    <article className={classes.card} aria-label={`${song.title}, ${composers}, ${duration}`}>
      <FallbackImage
        src={song.cover_thumb}
        fallback={DEFAULT_COVER}
        className={classes.cover}
        width={160}
        height={160}
      />
      <p className={classes.title} title={song.title}>
        {truncate(song.title, CARD_TITLE_MAX)}
      </p>
      <div className={classes.metaRow}>
        <p className={classes.meta} title={composers}>
          {truncate(composers, CARD_ARTISTS_MAX)}
        </p>
        <p className={`${classes.meta} ${classes.nowrap}`}>{duration}</p>
      </div>
    </article>
  );
}
