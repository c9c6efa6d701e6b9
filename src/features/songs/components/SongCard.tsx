import type { Song } from '../../../../domain/api';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { PLAY_TEXTS } from '../../../../domain/play-counts';
import { cardTexts, songPath } from '../../../../domain/song-card-texts';
import type { SkeletonLine } from '../../../components/CardSkeleton';
import { FallbackImage } from '../../../components/FallbackImage';
import classes from '../../../components/MediaCard.module.css';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { PlayButton } from '../../player/PlayButton';
import own from './SongCard.module.css';
import { SongMenuButton } from './SongMenuButton';
import { SongRowActions } from './SongRowActions';

/** The card's text as its placeholder draws it (title and composers always two lines tall). */
export const SONG_CARD_LINES: readonly SkeletonLine[] = [
  { kind: 'title', lines: 2 },
  { kind: 'meta', lines: 2 },
];
/** With the note under it ('Para ti'), two lines tall too. */
export const SONG_CARD_WITH_NOTE_LINES: readonly SkeletonLine[] = [
  ...SONG_CARD_LINES,
  { kind: 'meta', lines: 2 },
];

/** On the cards of a private song (only its owner and admins are shown those). */
export const PRIVATE_BADGE = 'Privado';

export {
  CARD_ARTISTS_MAX,
  CARD_TITLE_MAX,
  composersLine,
} from '../../../../domain/song-card-texts';

/**
 * A song in a row or a grid: cover, title, composers and m:ss, leading to its page; the play button
 * plays it within `list` (the row it sits in).
 */
export function SongCard({
  song,
  list,
  showPlays = false,
  note,
}: {
  song: Song;
  list?: readonly Song[];
  /** The composer's own repertoire: how often each song was played. */
  showPlays?: boolean;
  /** One more line under the card's text ('Para ti' says why the song is there). */
  note?: string;
}) {
  const texts = cardTexts(song);
  const isPrivate = !song.visibility;
  // Songs saved on the device before plays were counted carry none.
  const plays = showPlays ? PLAY_TEXTS.count(song.plays ?? 0) : null;
  return (
    <div className={own.wrap}>
      {/* RouterAnchor, not the router's <Link>: the home's first download stays within its budget. */}
      <RouterAnchor
        href={songPath(song.song_id)}
        className={`${classes.card} ${own.link}`}
        aria-label={`${song.title}${isPrivate ? ` (${PRIVATE_BADGE})` : ''}, ${texts.composers}, ${texts.duration}${plays ? `, ${plays}` : ''}${note ? `. ${note}` : ''}`}
      >
        {isPrivate && (
          <span className={own.private} aria-hidden>
            {PRIVATE_BADGE}
          </span>
        )}
        <FallbackImage
          src={song.cover_thumb}
          fallback={DEFAULT_COVER}
          className={classes.cover}
          width={160}
          height={160}
        />
        <p className={`${classes.title} ${classes.twoLines} ${own.title}`} title={song.title}>
          {texts.title}
        </p>
        <div className={classes.metaRow}>
          <p className={`${classes.meta} ${classes.twoLines}`} title={texts.composers}>
            {texts.composersShort}
          </p>
          <p className={`${classes.meta} ${classes.nowrap}`}>{texts.duration}</p>
        </div>
        {plays && (
          <p className={classes.meta} data-testid="song-plays">
            {plays}
          </p>
        )}
        {note && (
          <p className={`${classes.meta} ${classes.twoLines} ${own.note}`} title={note}>
            {note}
          </p>
        )}
      </RouterAnchor>
      <div className={own.actions}>
        <PlayButton song={song} list={list} size="sm" />
        <SongRowActions song={song} />
        <SongMenuButton song={song} />
      </div>
    </div>
  );
}
