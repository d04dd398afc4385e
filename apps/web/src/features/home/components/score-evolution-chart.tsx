import { formatDate } from '@qc/shared/dates';
import { formatScore } from '@qc/shared/scoring/score';
import { useEffect, useState, type ReactNode } from 'react';
import {
  linearScale,
  SCORE_TICKS,
  scoredPoints,
  timeDomain,
  timeTicks,
  type EvolutionSeries,
} from '../score-evolution.ts';

/** Colours that keep a 4.5:1 contrast on white; the marker shape tells series apart beyond eight. */
const COLORS = ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce', '#be123c', '#0e7490', '#a16207', '#334155'];
const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

export function seriesColor(index: number): string {
  return COLORS[index % COLORS.length]!;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 36 };

/** Draws the series in pixels of the container, so the labels keep their size on a phone. */
export function ScoreEvolutionChart({ series }: { series: EvolutionSeries[] }) {
  const [container, width] = useElementWidth();
  const domain = timeDomain(series);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const x = domain ? linearScale(domain, [MARGIN.left, MARGIN.left + innerWidth]) : null;
  const y = linearScale([0, 100], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = domain
    ? timeTicks({
        domain,
        times: series.flatMap((item) => scoredPoints(item).map((point) => point.time)),
        maxTicks: Math.max(2, Math.floor(innerWidth / 80)),
      })
    : [];

  if (!domain) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucun score à représenter : ces auto-évaluations n’ont aucune réponse applicable.
      </p>
    );
  }
  return (
    // Absolute, so the drawing never widens its column: the width follows the container, not the reverse.
    <div ref={container} className="relative w-full" style={{ height: HEIGHT }}>
      {width > 0 && x ? (
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden
          className="absolute inset-0 block overflow-visible text-muted-foreground"
        >
          {SCORE_TICKS.map((score) => (
            <g key={score}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + innerWidth}
                y1={y(score)}
                y2={y(score)}
                stroke="currentColor"
                strokeOpacity={score === 0 ? 0.6 : 0.2}
              />
              <text x={MARGIN.left - 6} y={y(score)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                {score}
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={x(tick.value)}
                x2={x(tick.value)}
                y1={HEIGHT - MARGIN.bottom}
                y2={HEIGHT - MARGIN.bottom + 4}
                stroke="currentColor"
              />
              <text x={x(tick.value)} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                {tick.label}
              </text>
            </g>
          ))}
          {series.map((item) => {
            const points = scoredPoints(item);
            const color = seriesColor(item.index);
            return (
              <g key={item.formId} data-form={item.formName}>
                {points.length > 1 ? (
                  <polyline
                    points={points.map((point) => `${x(point.time)},${y(point.score)}`).join(' ')}
                    fill="none"
                    stroke={color}
                    strokeWidth={2}
                    strokeLinejoin="round"
                  />
                ) : null}
                {points.map((point) => (
                  <Marker key={point.evaluationId} index={item.index} cx={x(point.time)} cy={y(point.score)}>
                    <title>{`${item.formName} — ${formatDate(point.completedAt)} : ${formatScore(point.score)} / 100`}</title>
                  </Marker>
                ))}
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}

/** A series' marker: its colour and, every eight series, another shape. */
export function Marker({ index, cx, cy, children }: { index: number; cx: number; cy: number; children?: ReactNode }) {
  const color = seriesColor(index);
  const shape = SHAPES[Math.floor(index / COLORS.length) % SHAPES.length];
  const common = { fill: color, stroke: 'white', strokeWidth: 1.5 };
  switch (shape) {
    case 'square':
      return (
        <rect x={cx - 4.5} y={cy - 4.5} width={9} height={9} {...common}>
          {children}
        </rect>
      );
    case 'triangle':
      return (
        <polygon points={`${cx},${cy - 6} ${cx + 5.5},${cy + 4} ${cx - 5.5},${cy + 4}`} {...common}>
          {children}
        </polygon>
      );
    case 'diamond':
      return (
        <polygon points={`${cx},${cy - 6} ${cx + 6},${cy} ${cx},${cy + 6} ${cx - 6},${cy}`} {...common}>
          {children}
        </polygon>
      );
    default:
      return (
        <circle cx={cx} cy={cy} r={5} {...common}>
          {children}
        </circle>
      );
  }
}

/** The width of an element, followed as it changes; a callback ref, so an element shown later is measured too. */
function useElementWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}
