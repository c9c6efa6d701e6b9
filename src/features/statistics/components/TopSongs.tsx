import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TopSong } from '../../../../domain/statistics';
import { STATISTICS_TEXTS as T } from '../texts';
import classes from './StatisticsPage.module.css';

/** What a ranking orders by: its heading, what it says when empty, and each song's figure. */
const RANKINGS = {
  likes: {
    id: 'estadisticas-canciones',
    heading: T.topSongs,
    empty: T.noSongs,
    figure: (song: TopSong) => T.likesOf(song.likes),
  },
  plays: {
    id: 'estadisticas-escuchadas',
    heading: T.mostPlayed,
    empty: T.noPlays,
    figure: (song: TopSong) => T.playsOf(song.plays),
  },
} as const;

/**
 * The ten most liked, or most played, songs, private ones too, each leading to its page
 * (/Artist/{songId}).
 */
export function TopSongs({ songs, by }: { songs: TopSong[]; by: keyof typeof RANKINGS }) {
  const ranking = RANKINGS[by];
  return (
    <section className={classes.panel} aria-labelledby={ranking.id}>
      <h2 className={classes.heading} id={ranking.id}>
        {ranking.heading}
      </h2>
      {songs.length === 0 ? (
        <p className={classes.empty}>{ranking.empty}</p>
      ) : (
        <ol className={classes.ranking}>
          {songs.map((song) => (
            <li key={song.song_id} className={classes.rankItem}>
              <div className={classes.rankMain}>
                <Link
                  to="/Artist/$songId"
                  params={{ songId: song.song_id }}
                  className={classes.rankLink}
                >
                  {song.title}
                </Link>
                <span className={classes.rankMeta}>{song.composers.join(', ')}</span>
              </div>
              {!song.visibility && (
                <Badge size="sm" variant="light" color="gray">
                  {T.privateSong}
                </Badge>
              )}
              <span className={classes.rankFigure}>{ranking.figure(song)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
