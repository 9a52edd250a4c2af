/** The colours of the status rules (part 1 §2, §4), shared by the alarm levels, cards, lamps and markers. */
export const STATUS_PALETTE = {
  red: '#FF0000',
  orange: '#FFA500',
  /** Darker than #FFFF00 so that a yellow border or lamp stays visible on white. */
  yellow: '#FFD600',
  green: '#00C853',
  grey: '#9E9E9E',
  nearBlack: '#212121',
  dark: '#263238',
  white: '#FFFFFF',
  black: '#000000',
} as const;
