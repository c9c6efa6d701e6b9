import { Alert, Anchor, Button, Group, Loader, SegmentedControl, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PLAY_SOURCE_LABELS } from '../../../../domain/play-sources';
import type { StudioStats } from '../../../../domain/studio';
import { STUDIO_PERIODS, type StudioPeriod } from '../../../../domain/studio-periods';
import { errorText } from '../../../lib/api-errors';
import chart from '../../statistics/components/StatisticsPage.module.css';
import { studioQueryOptions } from '../api';
import { studioCsv, studioCsvName } from '../csv';
import { DEFAULT_PERIOD } from '../search-params';
import { formatCount, formatShare, STUDIO_TEXTS as T } from '../texts';
import { DailyChart } from './DailyChart';
import classes from './StudioPage.module.css';

export interface StudioPageProps {
  days: StudioPeriod;
  songId?: number;
  onPeriod: (days: StudioPeriod) => void;
}

/** The period as the address writes it: the default one is left out. */
function periodParam(days: number): StudioPeriod | undefined {
  return days === DEFAULT_PERIOD ? undefined : (days as StudioPeriod);
}

/** Saves the CSV made in the browser: nothing more is asked of the server. */
function downloadCsv(stats: StudioStats) {
  const url = URL.createObjectURL(new Blob([studioCsv(stats)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = studioCsvName(stats);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Cards({ stats }: { stats: StudioStats }) {
  const tracked = stats.daily.reduce((sum, day) => sum + day.tracked, 0);
  const cards = [
    { label: T.plays, value: formatCount(stats.totals.plays) },
    {
      label: T.listeners,
      value: stats.totals.listeners_per_day.toLocaleString('es-DO'),
      detail: T.listenersDetail,
    },
    { label: T.likes, value: formatCount(stats.totals.likes) },
    { label: T.playlistAdds, value: formatCount(stats.totals.playlist_adds) },
    // A person follows the creator, not a song: only the creator's view has them.
    ...(stats.totals.followers === null
      ? []
      : [{ label: T.followers, value: formatCount(stats.totals.followers) }]),
    {
      label: T.pastHalf,
      value:
        stats.totals.past_half_share === null
          ? T.pastHalfNone
          : formatShare(stats.totals.past_half_share),
      detail: tracked > 0 ? T.pastHalfDetail(tracked) : undefined,
    },
  ];
  return (
    <ul className={chart.cards} aria-label={T.title}>
      {cards.map((card) => (
        <li key={card.label} className={chart.card}>
          <span className={chart.cardLabel}>{card.label}</span>
          <span className={chart.cardValue}>{card.value}</span>
          {card.detail && <span className={chart.cardDetail}>{card.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

function Sources({ stats }: { stats: StudioStats }) {
  const total = stats.sources.reduce((sum, row) => sum + row.plays, 0);
  const shown = stats.sources.filter((row) => row.plays > 0).sort((a, b) => b.plays - a.plays);
  return (
    <section className={chart.panel} aria-labelledby="estudio-origen">
      <h2 className={chart.heading} id="estudio-origen">
        {T.sources}
      </h2>
      {shown.length === 0 ? (
        <Text c="dimmed">{T.sourcesNone}</Text>
      ) : (
        <ul className={classes.sources}>
          {shown.map((row) => {
            const share = row.plays / total;
            return (
              <li key={row.source} className={classes.source}>
                <span className={classes.sourceName}>{PLAY_SOURCE_LABELS[row.source]}</span>
                <span className={classes.sourceBar} aria-hidden>
                  <span style={{ width: `${Math.max(2, share * 100)}%` }} />
                </span>
                <span className={classes.sourceValue}>
                  {formatShare(share)} · {formatCount(row.plays)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** 'Insertado': the sites whose embedded players played the songs, with their plays. */
function EmbedSites({ stats }: { stats: StudioStats }) {
  if (stats.embed_sites.length === 0) return null;
  return (
    <section className={chart.panel} aria-labelledby="estudio-sitios">
      <h2 className={chart.heading} id="estudio-sitios">
        {T.embedSites}
      </h2>
      <Table aria-label={T.embedSites}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.embedSite}</Table.Th>
            <Table.Th scope="col">{T.plays}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.embed_sites.map((site) => (
            <Table.Tr key={site.host}>
              <Table.Th scope="row">{site.host}</Table.Th>
              <Table.Td>{formatCount(site.plays)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function TopSongs({ stats }: { stats: StudioStats }) {
  return (
    <section className={chart.panel} aria-labelledby="estudio-top">
      <h2 className={chart.heading} id="estudio-top">
        {T.topSongs}
      </h2>
      {stats.top_songs.length === 0 ? (
        <Text c="dimmed">{T.topSongsNone}</Text>
      ) : (
        <Table.ScrollContainer minWidth={340} type="native">
          <Table aria-label={T.topSongs}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.song}</Table.Th>
                <Table.Th scope="col">{T.plays}</Table.Th>
                <Table.Th scope="col">{T.likes}</Table.Th>
                <Table.Th scope="col">Playlists</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.top_songs.map((song) => (
                <Table.Tr key={song.song_id}>
                  <Table.Th scope="row">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/MisEstadisticas"
                          search={{ dias: periodParam(stats.days), cancion: song.song_id }}
                        />
                      )}
                      aria-label={T.viewSong(song.title)}
                    >
                      {song.title}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{formatCount(song.plays)}</Table.Td>
                  <Table.Td>{formatCount(song.likes)}</Table.Td>
                  <Table.Td>{formatCount(song.playlist_adds)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

/**
 * /MisEstadisticas: a creator's plays, listeners, likes and playlist adds per
 * day for 7, 30 or 90 days, in total or for one song; where plays start; how many go past half;
 * the period's top songs; the same numbers as a table and as a CSV file.
 */
export function StudioPage({ days, songId, onPeriod }: StudioPageProps) {
  const query = useQuery(studioQueryOptions(days, songId));
  const stats = query.data;
  return (
    <section className={chart.page} aria-labelledby="estudio-titulo">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <h1 className={chart.title} id="estudio-titulo">
            {T.title}
          </h1>
          <Text c="dimmed">{stats?.song ? T.ofSong(stats.song.title) : T.intro}</Text>
          {songId !== undefined && (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/MisEstadisticas" search={{ dias: periodParam(days) }} />
              )}
            >
              {T.allSongs}
            </Anchor>
          )}
        </div>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={T.period}
            value={String(days)}
            onChange={(value) => onPeriod(Number(value) as StudioPeriod)}
            data={STUDIO_PERIODS.map((period) => ({
              value: String(period),
              label: T.periodLabel(period),
            }))}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!stats}
            onClick={() => stats && downloadCsv(stats)}
          >
            {T.csv}
          </Button>
        </Group>
      </Group>
      {query.status === 'pending' && (
        <div role="status" className={chart.state}>
          <Loader size="sm" aria-hidden />
          <Text>{T.loading}</Text>
        </div>
      )}
      {query.status === 'error' && (
        <Alert role="alert" color="tamboraRed" variant="light">
          <div className={chart.errorBody}>
            <span>{errorText(query.error)}</span>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {T.retry}
            </Button>
          </div>
        </Alert>
      )}
      {stats && (
        <>
          <Cards stats={stats} />
          <DailyChart daily={stats.daily} withFollowers={stats.song === null} />
          <div className={chart.columns}>
            {!stats.song && <TopSongs stats={stats} />}
            <Sources stats={stats} />
            <EmbedSites stats={stats} />
          </div>
        </>
      )}
    </section>
  );
}
