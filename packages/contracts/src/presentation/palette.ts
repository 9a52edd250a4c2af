/** The colours of the status rules (part 1 §2, §4), shared by the alarm levels, cards, lamps and markers. */
export const STATUS_PALETTE = {
  red: '#FF0000',
  orange: '#FFA500',
  /** Darker than #FFFF00 so that a yellow border or lamp stays visible on white. */
  yellow: '#FFD600',
  green: '#00C853',
  /** The maintenance notice of part 1 §4 and §9, brighter than the running green. */
  maintenanceGreen: '#00FF26',
  grey: '#9E9E9E',
  nearBlack: '#212121',
  dark: '#263238',
  white: '#FFFFFF',
  black: '#000000',
} as const;

/**
 * The chart palette (part 2 §9: "about 58 colours"): one colour per line or stacked machine, in order, shared
 * by TrendGraph, VolumeGraph and the monthly report. The first ten are the widely used Tableau 10 set, the
 * most distinct from each other; each further colour is the one farthest (CIELAB distance) from all before
 * it among mid-lightness colours (L* 28..72), so every line stays visible on white and the colours of a
 * chart with few lines differ most. Past 58 the palette repeats.
 */
export const CHART_PALETTE: readonly string[] = [
  '#1F77B4',
  '#FF7F0E',
  '#2CA02C',
  '#D62728',
  '#9467BD',
  '#8C564B',
  '#E377C2',
  '#17BECF',
  '#BCBD22',
  '#7F7F7F',
  '#0000FF',
  '#FF1EFF',
  '#3C4B00',
  '#690FB4',
  '#FF0078',
  '#87004B',
  '#E1A55A',
  '#00785A',
  '#0078FF',
  '#FF8787',
  '#96B469',
  '#C300A5',
  '#964B00',
  '#4B3C5A',
  '#C3A5D2',
  '#00C387',
  '#D269FF',
  '#870F1E',
  '#0F3C96',
  '#004BFF',
  '#877800',
  '#005A69',
  '#A51EFF',
  '#E1A500',
  '#FF0000',
  '#87A5FF',
  '#780F78',
  '#00C300',
  '#D2A596',
  '#00691E',
  '#87784B',
  '#78B496',
  '#B46987',
  '#78B4E1',
  '#F0784B',
  '#D23C5A',
  '#D22D87',
  '#78B400',
  '#003CC3',
  '#3C4B3C',
  '#FF69E1',
  '#694B00',
  '#8769FF',
  '#5A870F',
  '#B40FD2',
  '#FF78A5',
  '#3C00D2',
  '#783C78',
];

/** The colour of the n-th series (0-based). */
export function chartColour(index: number): string {
  const n = CHART_PALETTE.length;
  return CHART_PALETTE[((index % n) + n) % n]!;
}
