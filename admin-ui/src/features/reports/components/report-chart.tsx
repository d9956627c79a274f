import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { offerChartImage } from '../model/chart-images.ts';

// Chart.js draws on a canvas, so the PDF export takes each chart as the picture on screen; only
// the parts the reports use are registered, which keeps the bundle small.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** A theme colour (a CSS custom property) as the canvas needs it. */
export function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * A chart of `config`, redrawn when it changes, offered to the PDF export as `name`. The
 * canvas has a text alternative (`summary`) for screen readers.
 */
export function ReportChart({
  name,
  summary,
  config,
}: {
  name: string;
  summary: string;
  config: ChartConfiguration<'bar' | 'line'>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    const withdraw = offerChartImage(name, () => chart.toBase64Image('image/png', 1));
    return () => {
      withdraw();
      chart.destroy();
    };
  }, [name, config]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
