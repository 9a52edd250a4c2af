/**
 * A bar-and-line chart as SVG, for the monthly report's images: stacked bars (one series per machine, in
 * the portal's chart palette) on the left axis, one line on the right axis, with ticks, grid, axis titles,
 * a legend and a title. Pure text: chart-png.ts rasterises it.
 */
import { formatNumber } from '@airsight/contracts/format/number';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';

export interface ChartSeries {
  name: string;
  colour: string;
  /** One value per category; null draws nothing. */
  values: readonly (number | null)[];
}

export interface BarLineChart {
  title: string;
  /** The x axis's category texts, one bar stack each. */
  categories: readonly string[];
  xTitle: string;
  /** Stacked from the bottom in order. */
  bars: readonly ChartSeries[];
  barAxisTitle: string;
  line: ChartSeries;
  lineAxisTitle: string;
  fontFamily: string;
}

export interface ChartSvg {
  svg: string;
  /** CSS pixels. */
  width: number;
  height: number;
}

const WIDTH = 960;
const PLOT_HEIGHT = 300;
const MARGIN = { left: 84, right: 84 };
const TEXT = STATUS_PALETTE.nearBlack;
const AXIS = STATUS_PALETTE.grey;
const GRID = '#E0E0E0';
const FONT_SIZE = 12;

/** The decimals a tick step needs: 0 for 2000, 1 for 2.5 or 0.5, 2 for 0.25. */
function decimalsOf(step: number): number {
  let d = 0;
  while (d < 6 && Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) > 1e-9) d++;
  return d;
}

/** The smallest round step (1, 2, 2.5 or 5 times a power of ten) of at least `x`. */
function roundStepAtLeast(x: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(x));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * magnitude >= x * (1 - 1e-12)) ?? 10;
  return factor * magnitude;
}

interface Axis {
  top: number;
  step: number;
  decimals: number;
}

/** An axis from 0 to a round top in `steps` round steps (the right axis shares the left's grid lines). */
function axisOf(max: number, steps: number): Axis {
  const target = max > 0 && Number.isFinite(max) ? max : 1;
  const step = roundStepAtLeast(target / steps);
  return { top: step * steps, step, decimals: decimalsOf(step) };
}

/** An axis from 0 to a round top with about five round steps (1, 2 or 5 times a power of ten). */
function niceAxis(max: number): Axis {
  const target = max > 0 && Number.isFinite(max) ? max : 1;
  const raw = target / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude;
  const top = Math.ceil(target / step - 1e-9) * step;
  return { top, step, decimals: decimalsOf(step) };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A rough text width at the chart's font size: CJK characters are square, others about 0.6 em. */
function textWidth(text: string, size = FONT_SIZE): number {
  let em = 0;
  for (const ch of text) em += ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.6;
  return em * size;
}

function text(x: number, y: number, content: string, attrs: Record<string, string | number> = {}): string {
  const extra = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  return `<text x="${x}" y="${y}"${extra}>${escapeXml(content)}</text>`;
}

/** The legend's items laid out in rows across the width; returns the elements and the height used. */
function legend(chart: BarLineChart, top: number): { elements: string[]; height: number } {
  const items = [
    ...chart.bars.map((s) => ({ series: s, kind: 'bar' as const })),
    { series: chart.line, kind: 'line' as const },
  ];
  const elements: string[] = [];
  const rowHeight = 20;
  let x = MARGIN.left;
  let y = top;
  for (const { series, kind } of items) {
    const width = 22 + textWidth(series.name) + 18;
    if (x + width > WIDTH - MARGIN.right && x > MARGIN.left) {
      x = MARGIN.left;
      y += rowHeight;
    }
    if (kind === 'bar') {
      elements.push(`<rect x="${x}" y="${y - 10}" width="12" height="12" fill="${series.colour}"/>`);
    } else {
      elements.push(
        `<line x1="${x - 2}" y1="${y - 4}" x2="${x + 14}" y2="${y - 4}" stroke="${series.colour}" stroke-width="2.5"/>`,
        `<circle cx="${x + 6}" cy="${y - 4}" r="3.5" fill="#FFFFFF" stroke="${series.colour}" stroke-width="2"/>`,
      );
    }
    elements.push(text(x + 20, y, series.name));
    x += width;
  }
  return { elements, height: y - top + rowHeight };
}

/** The chart as an SVG document. */
export function barLineChartSvg(chart: BarLineChart): ChartSvg {
  const n = Math.max(chart.categories.length, 1);
  const titleY = 28;
  const { elements: legendElements, height: legendHeight } = legend(chart, titleY + 30);
  const plotTop = titleY + 30 + legendHeight + 12;
  const plotLeft = MARGIN.left;
  const plotRight = WIDTH - MARGIN.right;
  const plotBottom = plotTop + PLOT_HEIGHT;
  const height = plotBottom + 56;
  const band = (plotRight - plotLeft) / n;

  const stackTops = chart.categories.map((_, i) =>
    chart.bars.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0),
  );
  const barAxis = niceAxis(Math.max(0, ...stackTops));
  const steps = Math.round(barAxis.top / barAxis.step);
  const lineAxis = axisOf(Math.max(0, ...chart.line.values.map((v) => v ?? 0)), steps);
  const yOf = (value: number, top: number) => plotBottom - (value / top) * PLOT_HEIGHT;

  const out: string[] = [];
  // Grid and both axes' ticks: the right axis has as many steps, at the same heights.
  for (let k = 0; k <= steps; k++) {
    const y = plotBottom - (k / steps) * PLOT_HEIGHT;
    out.push(`<line x1="${plotLeft}" y1="${y}" x2="${plotRight}" y2="${y}" stroke="${GRID}"/>`);
    const left = formatNumber(k * barAxis.step, barAxis.decimals);
    out.push(text(plotLeft - 8, y + 4, left, { 'text-anchor': 'end' }));
    out.push(text(plotRight + 8, y + 4, formatNumber(k * lineAxis.step, lineAxis.decimals)));
  }
  // Bars, stacked.
  const barWidth = band * 0.7;
  chart.categories.forEach((_, i) => {
    let base = 0;
    const x = plotLeft + i * band + (band - barWidth) / 2;
    for (const s of chart.bars) {
      const v = Math.max(0, s.values[i] ?? 0);
      if (v > 0) {
        const y0 = yOf(base, barAxis.top);
        const y1 = yOf(base + v, barAxis.top);
        out.push(
          `<rect x="${x.toFixed(2)}" y="${y1.toFixed(2)}" width="${barWidth.toFixed(2)}" height="${(y0 - y1).toFixed(2)}" fill="${s.colour}"/>`,
        );
      }
      base += v;
    }
  });
  // The line, broken where a value is missing, with a marker on each value.
  const points = chart.line.values.map((v, i) =>
    v === null ? null : { x: plotLeft + (i + 0.5) * band, y: yOf(v, lineAxis.top) },
  );
  let run: string[] = [];
  const flush = () => {
    if (run.length > 1) {
      out.push(
        `<polyline points="${run.join(' ')}" fill="none" stroke="${chart.line.colour}" stroke-width="2.5" stroke-linejoin="round"/>`,
      );
    }
    run = [];
  };
  for (const p of points) {
    if (p === null) flush();
    else run.push(`${p.x.toFixed(2)},${p.y.toFixed(2)}`);
  }
  flush();
  for (const p of points) {
    if (p !== null) {
      out.push(
        `<circle cx="${p.x.toFixed(2)}" cy="${p.y.toFixed(2)}" r="3" fill="#FFFFFF" stroke="${chart.line.colour}" stroke-width="2"/>`,
      );
    }
  }
  // Axes, x labels and titles.
  out.push(
    `<line x1="${plotLeft}" y1="${plotTop}" x2="${plotLeft}" y2="${plotBottom}" stroke="${AXIS}"/>`,
    `<line x1="${plotRight}" y1="${plotTop}" x2="${plotRight}" y2="${plotBottom}" stroke="${AXIS}"/>`,
    `<line x1="${plotLeft}" y1="${plotBottom}" x2="${plotRight}" y2="${plotBottom}" stroke="${AXIS}"/>`,
  );
  chart.categories.forEach((label, i) => {
    const x = plotLeft + (i + 0.5) * band;
    out.push(`<line x1="${x}" y1="${plotBottom}" x2="${x}" y2="${plotBottom + 4}" stroke="${AXIS}"/>`);
    out.push(text(x, plotBottom + 18, label, { 'text-anchor': 'middle' }));
  });
  out.push(text((plotLeft + plotRight) / 2, plotBottom + 44, chart.xTitle, { 'text-anchor': 'middle' }));
  const midY = (plotTop + plotBottom) / 2;
  out.push(
    text(0, 0, chart.barAxisTitle, {
      'text-anchor': 'middle',
      transform: `translate(20 ${midY}) rotate(-90)`,
    }),
    text(0, 0, chart.lineAxisTitle, {
      'text-anchor': 'middle',
      transform: `translate(${WIDTH - 20} ${midY}) rotate(90)`,
    }),
  );

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" ` +
    `font-family="${escapeXml(chart.fontFamily)}" font-size="${FONT_SIZE}" fill="${TEXT}">` +
    `<rect width="${WIDTH}" height="${height}" fill="#FFFFFF"/>` +
    text(WIDTH / 2, titleY, chart.title, {
      'text-anchor': 'middle',
      'font-size': 18,
      'font-weight': 'bold',
    }) +
    legendElements.join('') +
    out.join('') +
    '</svg>';
  return { svg, width: WIDTH, height };
}
