// The engagement chart: viewers (bars, left axis) and seconds per viewer (line, right axis) for
// each slide, drawn by Chart.js on a canvas. Loaded lazily: only the event page's engagement
// section needs the charting library. The figures are also in the table beside it.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { SlideEngagement } from '@podium/domain';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface EngagementChartLabels {
  readonly chart: string;
  readonly viewers: string;
  readonly average: string;
  readonly slideN: (n: number) => string;
}

interface EngagementChartProps {
  readonly slides: readonly SlideEngagement[];
  readonly labels: EngagementChartLabels;
}

const PRIMARY = '#0b5fa5';
const ACCENT = '#c2570c';

export function EngagementChart({ slides, labels }: EngagementChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: slides.map((s) => labels.slideN(s.Index + 1)),
        datasets: [
          {
            type: 'bar',
            label: labels.viewers,
            data: slides.map((s) => s.Viewers),
            backgroundColor: PRIMARY,
            yAxisID: 'viewers',
          },
          {
            type: 'line',
            label: labels.average,
            data: slides.map((s) => s.AverageSecondsPerViewer),
            borderColor: ACCENT,
            backgroundColor: ACCENT,
            yAxisID: 'seconds',
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          viewers: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            ticks: { precision: 0 },
            title: { display: true, text: labels.viewers },
          },
          seconds: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            title: { display: true, text: labels.average },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [slides, labels]);
  return (
    <div className="manage-engagement__chart">
      <canvas ref={canvas} role="img" aria-label={labels.chart} />
    </div>
  );
}
