import { SegmentedControl, Table } from '@mantine/core';
import { useState } from 'react';
import type { StudioDay } from '../../../../domain/studio';
import { useIsPhone } from '../../../lib/breakpoints';
import chart from '../../statistics/components/StatisticsPage.module.css';
import { formatCount, STUDIO_TEXTS as T } from '../texts';
import classes from './StudioPage.module.css';

type Metric = 'plays' | 'listeners' | 'likes' | 'playlist_adds' | 'followers';

const METRICS: readonly { value: Metric; label: string }[] = [
  { value: 'plays', label: T.plays },
  { value: 'listeners', label: 'Oyentes' },
  { value: 'likes', label: T.likes },
  { value: 'playlist_adds', label: 'Playlists' },
  { value: 'followers', label: 'Seguidores' },
];

// Drawing units: the SVG scales to its box, so these only set proportions and text size. On a
// wide screen the drawing is wider, so the chart fills its panel with text at its own size.
const PHONE_WIDTH = 480;
const WIDE_WIDTH = 960;
const HEIGHT = 220;
const TOP = 20;
const BOTTOM = 30;
const SIDE = 6;
/** About the width of the longest day label ('28 sept') in drawing units. */
const LABEL_WIDTH = 56;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const BASELINE = HEIGHT - BOTTOM;

const SHORT_DAY = new Intl.DateTimeFormat('es-DO', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const LONG_DAY = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeZone: 'UTC' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Every day labelled for a week, about six (twelve when wide) labels for longer periods. */
function labelEvery(days: number, wide: boolean): number {
  return days <= 7 ? 1 : Math.ceil(days / (wide ? 12 : 6));
}

/**
 * Where a day's label goes: under its bar, unless the label is wider than the bar's slot and
 * would leave the drawing at either end; then it is kept inside, flush with the edge.
 */
function labelPlace(center: number, slot: number, width: number) {
  if (slot >= LABEL_WIDTH) return { x: center, anchor: 'middle' } as const;
  if (center - LABEL_WIDTH / 2 < 0) return { x: 0, anchor: 'start' } as const;
  if (center + LABEL_WIDTH / 2 > width) return { x: width, anchor: 'end' } as const;
  return { x: center, anchor: 'middle' } as const;
}

/**
 * One figure per day, as bars (hand-made SVG, as the admin's chart) or as a table with every
 * figure of every day: the chart is one image with a summary, the table is for reading each day.
 * New followers are the creator's, so one song's view leaves them out.
 */
export function DailyChart({
  daily,
  withFollowers,
}: {
  daily: readonly StudioDay[];
  withFollowers: boolean;
}) {
  const [metric, setMetric] = useState<Metric>('plays');
  const metrics = withFollowers ? METRICS : METRICS.filter((item) => item.value !== 'followers');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const wide = !useIsPhone();
  const WIDTH = wide ? WIDE_WIDTH : PHONE_WIDTH;
  const shown = metrics.some((item) => item.value === metric) ? metric : 'plays';
  const label = metrics.find((item) => item.value === shown)?.label ?? T.plays;
  const values = daily.map((day) => day[shown]);
  const highest = Math.max(1, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const slot = (WIDTH - 2 * SIDE) / Math.max(1, daily.length);
  const every = labelEvery(daily.length, wide);

  return (
    <section className={chart.panel} aria-labelledby="estudio-por-dia">
      <h2 className={chart.heading} id="estudio-por-dia">
        {T.perDay}
      </h2>
      <div className={classes.controls}>
        <SegmentedControl
          aria-label={T.view}
          value={view}
          onChange={(value) => setView(value as 'chart' | 'table')}
          data={[
            { value: 'chart', label: T.chart },
            { value: 'table', label: T.table },
          ]}
        />
        {view === 'chart' && (
          <SegmentedControl
            aria-label={T.metric}
            value={shown}
            onChange={(value) => setMetric(value as Metric)}
            data={[...metrics]}
          />
        )}
      </div>
      {view === 'chart' ? (
        <svg
          className={`${chart.chart} ${classes.dailyChart}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={T.chartLabel(label, daily.length, total)}
        >
          <line
            x1={SIDE}
            x2={WIDTH - SIDE}
            y1={BASELINE}
            y2={BASELINE}
            className={chart.chartAxis}
          />
          {daily.map((day, index) => {
            const center = SIDE + slot * index + slot / 2;
            const height = (values[index] / highest) * PLOT_HEIGHT;
            const labelled = (daily.length - 1 - index) % every === 0;
            const place = labelPlace(center, slot, WIDTH);
            return (
              <g key={day.day}>
                {height > 0 && (
                  <rect
                    x={center - (slot * 0.7) / 2}
                    y={BASELINE - height}
                    width={slot * 0.7}
                    height={height}
                    rx={Math.min(3, slot * 0.2)}
                    className={chart.chartBar}
                  />
                )}
                {daily.length <= 7 && (
                  <text x={center} y={BASELINE - height - 6} className={chart.chartValue}>
                    {formatCount(values[index])}
                  </text>
                )}
                {labelled && (
                  <text
                    x={place.x}
                    y={BASELINE + 20}
                    // A style, as the class's text-anchor would win over the attribute.
                    style={{ textAnchor: place.anchor }}
                    className={chart.chartLabel}
                  >
                    {SHORT_DAY.format(dateOf(day.day))}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped aria-label={`${T.perDay}: ${T.table}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.day}</Table.Th>
                <Table.Th scope="col">{T.plays}</Table.Th>
                <Table.Th scope="col">Oyentes</Table.Th>
                <Table.Th scope="col">{T.likes}</Table.Th>
                <Table.Th scope="col">{T.playlistAdds}</Table.Th>
                <Table.Th scope="col">{T.pastHalf}</Table.Th>
                {withFollowers && <Table.Th scope="col">{T.followers}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...daily].reverse().map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Th scope="row">
                    <time dateTime={day.day}>{LONG_DAY.format(dateOf(day.day))}</time>
                  </Table.Th>
                  <Table.Td>{formatCount(day.plays)}</Table.Td>
                  <Table.Td>{formatCount(day.listeners)}</Table.Td>
                  <Table.Td>{formatCount(day.likes)}</Table.Td>
                  <Table.Td>{formatCount(day.playlist_adds)}</Table.Td>
                  <Table.Td>{formatCount(day.past_half)}</Table.Td>
                  {withFollowers && <Table.Td>{formatCount(day.followers)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
