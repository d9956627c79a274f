import { useSignals } from '@preact/signals-react/runtime';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { Card } from '#components/card.tsx';
import { summaryReport } from '../model/summary-report-model.ts';
import { ReportChart, themeColour } from './report-chart.tsx';

/** Top games on the chart: the ten most played. */
const TOP_GAMES = 10;

const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? 'a' : 'p'}`;

/** Sessions per day, occupancy by hour and the top games, drawn from the summary on screen. */
export function SummaryCharts() {
  useSignals();
  const report = summaryReport.data.value?.report;
  const configs = useMemo(() => {
    if (!report) return null;
    const primary = themeColour('--gp-primary', '#4f46e5');
    const accent = themeColour('--gp-accent', '#0ea5e9');
    const perDay: ChartConfiguration<'bar' | 'line'> = {
      type: 'bar',
      data: {
        labels: report.sessions_per_day.map((d) => d.day.slice(0, 5)),
        datasets: [
          {
            type: 'bar',
            label: 'Sessions',
            data: report.sessions_per_day.map((d) => d.sessions),
            backgroundColor: primary,
            yAxisID: 'y',
          },
          {
            type: 'line',
            label: 'Play time (h)',
            data: report.sessions_per_day.map((d) => d.play_time),
            borderColor: accent,
            backgroundColor: accent,
            yAxisID: 'y1',
          },
        ],
      },
      options: {
        scales: {
          y: { beginAtZero: true, title: { display: true, text: 'Sessions' }, ticks: { precision: 0 } },
          y1: {
            beginAtZero: true,
            position: 'right',
            grid: { drawOnChartArea: false },
            title: { display: true, text: 'Hours' },
          },
        },
      },
    };
    const byHour: ChartConfiguration<'bar' | 'line'> = {
      type: 'bar',
      data: {
        labels: report.occupancy_by_hour.map((h) => hourLabel(h.hour)),
        datasets: [
          { label: 'Occupancy (%)', data: report.occupancy_by_hour.map((h) => h.occupancy), backgroundColor: accent },
        ],
      },
      options: { scales: { y: { beginAtZero: true, suggestedMax: 100, title: { display: true, text: '%' } } } },
    };
    const top = report.games.slice(0, TOP_GAMES);
    const topGames: ChartConfiguration<'bar' | 'line'> = {
      type: 'bar',
      data: {
        labels: top.map((g) => g.game),
        datasets: [{ label: 'Play time (h)', data: top.map((g) => g.play_time), backgroundColor: primary }],
      },
      options: { indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: { beginAtZero: true } } },
    };
    return { perDay, byHour, topGames };
  }, [report]);
  if (!report || !configs) return null;
  const busiest = [...report.occupancy_by_hour].sort((a, b) => b.occupancy - a.occupancy)[0];
  return (
    <div className="report-charts">
      <Card title="Sessions per day">
        <ReportChart
          name="sessions-per-day"
          summary={`Sessions per day: ${report.sessions_per_day.map((d) => `${d.day} ${d.sessions}`).join(', ')}`}
          config={configs.perDay}
        />
      </Card>
      <Card title="Occupancy by hour">
        <ReportChart
          name="occupancy-by-hour"
          summary={`Occupancy by hour of the day; the busiest hour is ${busiest ? `${hourLabel(busiest.hour)} at ${busiest.occupancy}%` : 'none'}`}
          config={configs.byHour}
        />
      </Card>
      <Card title="Top games" className="report-charts__wide">
        {report.games.length === 0 ? (
          <p className="report-window">No games played in this interval.</p>
        ) : (
          <ReportChart
            name="top-games"
            summary={`Top games by play time: ${report.games
              .slice(0, TOP_GAMES)
              .map((g) => `${g.game} ${g.play_time} h`)
              .join(', ')}`}
            config={configs.topGames}
          />
        )}
      </Card>
    </div>
  );
}
