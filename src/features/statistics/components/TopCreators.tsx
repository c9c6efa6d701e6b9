import { Link } from '@tanstack/react-router';
import type { TopCreator } from '../../../../domain/statistics';
import { STATISTICS_TEXTS as T } from '../texts';
import classes from './StatisticsPage.module.css';

/** The five composers whose songs hold the most likes, each leading to their profile. */
export function TopCreators({ creators }: { creators: TopCreator[] }) {
  return (
    <section className={classes.panel} aria-labelledby="estadisticas-creadores">
      <h2 className={classes.heading} id="estadisticas-creadores">
        {T.topCreators}
      </h2>
      {creators.length === 0 ? (
        <p className={classes.empty}>{T.noCreators}</p>
      ) : (
        <ol className={classes.ranking}>
          {creators.map((creator) => (
            <li key={creator.user_id} className={classes.rankItem}>
              <div className={classes.rankMain}>
                <Link
                  to="/ComposerPerfil/$userId"
                  params={{ userId: creator.user_id }}
                  className={classes.rankLink}
                >
                  {creator.display_name}
                </Link>
                <span className={classes.rankMeta}>{T.songsOf(creator.songsCount)}</span>
              </div>
              <span className={classes.rankFigure}>{T.likesOf(creator.totalLikes)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
