import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { koAdmin } from '@/copy/ko-admin';
import { formatWon } from '@/lib/format';
import type { OverviewDay } from '../../core/types';
import { chartSeries, shortDay, tenThousands } from '../overview-scope';
import { TableScroll } from '../../core/components/admin-states';

const t = koAdmin.overview;
const HEIGHT = 260;
const MIN_WIDTH = 280;

/** A design token's colour (canvas cannot read CSS variables), or `fallback`. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Only whole numbers on a count or day axis; uPlot may split between them when zoomed in. */
const whole = (value: number) => Number.isInteger(value);

function options(days: readonly OverviewDay[], element: HTMLElement): uPlot.Options {
  const primary = token(element, '--color-primary', '#2b6a5c');
  const accent = token(element, '--color-accent', '#8a5a14');
  const muted = token(element, '--color-text-muted', '#4b5955');
  const grid = { stroke: token(element, '--color-border', '#c5d3cd'), width: 1 };
  const ticks = { stroke: muted, width: 1, size: 4 };
  const font = '13px sans-serif';
  return {
    width: Math.max(element.clientWidth, MIN_WIDTH),
    height: HEIGHT,
    // Day indices, not instants: the axis writes the Seoul day the server named.
    scales: {
      x: { time: false, range: () => [-0.5, days.length - 0.5] },
      count: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      won: {
        range: (_u, min, max) => {
          const low = Math.min(0, min);
          const high = Math.max(10000, max);
          const pad = (high - low) * 0.1;
          return [low < 0 ? low - pad : 0, high + pad];
        },
      },
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks,
        space: 44,
        incrs: [1, 2, 5, 7, 14, 28, 56, 91, 182, 364],
        values: (_u, splits) =>
          splits.map((index) => (whole(index) && days[index] ? shortDay(days[index].date) : '')),
      },
      {
        scale: 'count',
        stroke: primary,
        font,
        grid,
        ticks,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        values: (_u, splits) => splits.map((value) => (whole(value) ? String(value) : '')),
        size: 40,
      },
      {
        scale: 'won',
        side: 1,
        stroke: accent,
        font,
        grid: { show: false },
        ticks,
        values: (_u, splits) => splits.map((value) => t.chart.tenThousands(tenThousands(value))),
        size: 56,
      },
    ],
    series: [
      {
        label: t.days.date,
        value: (_u, index) => (index === null || !days[index] ? '-' : shortDay(days[index].date)),
      },
      {
        label: t.chart.applications,
        scale: 'count',
        stroke: primary,
        fill: primary,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
        points: { show: false },
        value: (_u, value) => (value === null ? '-' : t.chart.count(value)),
      },
      {
        label: t.chart.netRevenue,
        scale: 'won',
        stroke: accent,
        width: 2,
        points: { show: true, size: 5, fill: accent },
        value: (_u, value) => (value === null ? '-' : formatWon(value)),
      },
    ],
    cursor: { drag: { x: false, y: false } },
    legend: { show: true },
  };
}

/**
 * 일별 신청·순매출: applications per day as bars, net revenue as a line (its own axis, in 만 won),
 * drawn by uPlot on a canvas. Screen readers get the chart as one image with a name, and the
 * same numbers in the 일별 표 below it (a <details>, closed at first).
 */
export function OverviewChart({ title, days }: { title: string; days: readonly OverviewDay[] }) {
  const chartRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = chartRef.current;
    if (!element || days.length === 0) return;
    const plot = new uPlot(options(days, element), chartSeries(days), element);
    const observer = new ResizeObserver(() => {
      const width = Math.max(element.clientWidth, MIN_WIDTH);
      if (width !== plot.width) plot.setSize({ width, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);

  return (
    <section className="admin-overview__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-panel__title">
        {t.chart.title}
      </h3>
      {days.length === 0 ? (
        <p className="admin-empty">{t.chart.empty}</p>
      ) : (
        <>
          <div
            ref={chartRef}
            className="admin-overview__chart"
            role="img"
            aria-label={t.chart.label(title)}
          />
          <details className="admin-overview__days">
            <summary>{t.days.toggle}</summary>
            <TableScroll label={t.days.caption(title)}>
              <table className="admin-table admin-table--sub admin-overview__days-table">
                <caption className="visually-hidden">{t.days.caption(title)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.days.date}</th>
                    <th scope="col" className="admin-num">
                      {t.days.applications}
                    </th>
                    <th scope="col" className="admin-num">
                      {t.days.netRevenue}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row" className="admin-nowrap">
                        {day.date}
                      </th>
                      <td className="admin-num">{day.applications}</td>
                      <td className="admin-num admin-nowrap">{formatWon(day.netRevenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </>
      )}
    </section>
  );
}
