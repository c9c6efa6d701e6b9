import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TopSong } from '../../../../domain/statistics';
import { STATISTICS_TEXTS as T } from '../texts';
import classes from './StatisticsPage.module.css';

/** The ten most liked songs, private ones too, each leading to its page (/Artist/{songId}). */
export function TopSongs({ songs }: { songs: TopSong[] }) {
  return (
    <section className={classes.panel} aria-labelledby="estadisticas-canciones">
      <h2 className={classes.heading} id="estadisticas-canciones">
        {T.topSongs}
      </h2>
      {songs.length === 0 ? (
        <p className={classes.empty}>{T.noSongs}</p>
      ) : (
        <ol className={classes.ranking}>
          {songs.map((song) => (
            <li key={song.song_id} className={classes.rankItem}>
              <div className={classes.rankMain}>
                <Link
                  to="/Artist/$songId"
                  params={{ songId: String(song.song_id) }}
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
              <span className={classes.rankFigure}>{T.likesOf(song.likes)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
