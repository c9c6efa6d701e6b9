import type { Statistics } from '../../../../domain/statistics';
import { formatCount, STATISTICS_TEXTS as T } from '../texts';
import classes from './StatisticsPage.module.css';

interface Card {
  label: string;
  value: number;
  detail?: string;
}

function cardsOf(stats: Statistics): Card[] {
  return [
    { label: T.users, value: stats.users.total, detail: T.rolesNote },
    { label: T.listeners, value: stats.users.user },
    { label: T.composers, value: stats.users.composer },
    { label: T.admins, value: stats.users.admin },
    { label: T.songs, value: stats.songs.total, detail: T.privateOf(stats.songs.private) },
    {
      label: T.playlists,
      value: stats.playlists.total,
      detail: T.privateOf(stats.playlists.private),
    },
    { label: T.likes, value: stats.totalLikes },
    { label: T.plays, value: stats.totalPlays },
  ];
}

/**
 * The totals as cards: accounts by role, songs and playlists (private ones counted), likes and
 * plays.
 */
export function StatCards({ stats }: { stats: Statistics }) {
  return (
    <section aria-labelledby="estadisticas-resumen">
      <h2 className={classes.heading} id="estadisticas-resumen">
        {T.totals}
      </h2>
      <ul className={classes.cards}>
        {cardsOf(stats).map((card) => (
          <li key={card.label} className={classes.card}>
            <span className={classes.cardLabel}>{card.label}</span>
            <span className={classes.cardValue}>{formatCount(card.value)}</span>
            {card.detail && <span className={classes.cardDetail}>{card.detail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
