import { VisuallyHidden } from '@mantine/core';
import type { WeeklyUploads } from '../../../../domain/statistics';
import { formatCount, formatWeekStart, STATISTICS_TEXTS as T, weekStartParts } from '../texts';
import classes from './StatisticsPage.module.css';

// Drawing units: the SVG scales to its box, so these only set proportions and text size.
const WIDTH = 480;
const HEIGHT = 240;
const TOP = 24;
const BOTTOM = 48;
const SIDE = 6;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const BASELINE = HEIGHT - BOTTOM;

/**
 * Uploads per ISO week as a plain SVG bar chart (no chart library). The picture is one image with
 * a summary for screen readers; the same numbers are in a visually hidden table.
 */
export function WeeklyUploadsChart({ weeks }: { weeks: WeeklyUploads[] }) {
  const highest = Math.max(1, ...weeks.map((week) => week.uploads));
  const total = weeks.reduce((sum, week) => sum + week.uploads, 0);
  const slot = (WIDTH - 2 * SIDE) / Math.max(1, weeks.length);
  const barWidth = slot * 0.62;

  return (
    <section className={classes.panel} aria-labelledby="estadisticas-semanas">
      <h2 className={classes.heading} id="estadisticas-semanas">
        {T.weeklyUploads}
      </h2>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={T.chartLabel(weeks.length, total)}
      >
        <line
          x1={SIDE}
          x2={WIDTH - SIDE}
          y1={BASELINE}
          y2={BASELINE}
          className={classes.chartAxis}
        />
        {weeks.map((week, index) => {
          const center = SIDE + slot * index + slot / 2;
          const height = (week.uploads / highest) * PLOT_HEIGHT;
          const label = weekStartParts(week.weekStart);
          return (
            <g key={week.weekStart}>
              {height > 0 && (
                <rect
                  x={center - barWidth / 2}
                  y={BASELINE - height}
                  width={barWidth}
                  height={height}
                  rx={3}
                  className={classes.chartBar}
                />
              )}
              <text x={center} y={BASELINE - height - 6} className={classes.chartValue}>
                {formatCount(week.uploads)}
              </text>
              <text x={center} y={BASELINE + 20} className={classes.chartLabel}>
                <tspan x={center}>{label.day}</tspan>
                <tspan x={center} dy={18}>
                  {label.month}
                </tspan>
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{T.weeklyUploads}</caption>
          <thead>
            <tr>
              <th scope="col">{T.week}</th>
              <th scope="col">{T.from}</th>
              <th scope="col">{T.uploads}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{`${T.week} ${week.isoWeek}`}</th>
                <td>{formatWeekStart(week.weekStart)}</td>
                <td>{formatCount(week.uploads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </section>
  );
}
