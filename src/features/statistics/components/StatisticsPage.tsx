import { Alert, Button, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-errors';
import { statisticsQueryOptions } from '../api';
import { STATISTICS_TEXTS } from '../texts';
import { StatCards } from './StatCards';
import classes from './StatisticsPage.module.css';
import { TopCreators } from './TopCreators';
import { TopSongs } from './TopSongs';
import { WeeklyUploadsChart } from './WeeklyUploadsChart';

/**
 * /AdminStadisticPage (admins only: the root route's guard and the server's 403): the catalogue's
 * totals, the most liked songs and creators, and the uploads of the last weeks.
 */
export function StatisticsPage() {
  const query = useQuery(statisticsQueryOptions());
  const stats = query.data;

  return (
    <section className={classes.page} aria-labelledby="estadisticas-titulo">
      <h1 className={classes.title} id="estadisticas-titulo">
        {STATISTICS_TEXTS.title}
      </h1>
      {query.status === 'pending' && (
        <div role="status" className={classes.state}>
          <Loader size="sm" aria-hidden />
          <Text>{STATISTICS_TEXTS.loading}</Text>
        </div>
      )}
      {query.status === 'error' && (
        <Alert
          role="alert"
          color="tamboraRed"
          variant="light"
          styles={{ message: { color: 'var(--tb-red-text)' } }}
        >
          <div className={classes.errorBody}>
            <span>{`Error: ${errorText(query.error)}`}</span>
            <Button
              size="xs"
              variant="outline"
              color="tamboraRed"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {STATISTICS_TEXTS.retry}
            </Button>
          </div>
        </Alert>
      )}
      {stats && (
        <>
          <StatCards stats={stats} />
          <div className={classes.columns}>
            <TopSongs songs={stats.topSongs} by="likes" />
            <TopCreators creators={stats.topCreators} />
          </div>
          <div className={classes.columns}>
            <TopSongs songs={stats.mostPlayed} by="plays" />
          </div>
          <WeeklyUploadsChart weeks={stats.weeklyUploads} />
        </>
      )}
    </section>
  );
}
