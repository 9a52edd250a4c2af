import type { TFunction } from 'i18next';
import { formatDay } from '@airsight/contracts/format/date-time';

/**
 * The day a maintenance advice answer was judged, 'YYYY-MM-DD' in Japan (its judgedAt, a Japan time
 * 'YYYY-MM-DD HH:mm:ss'): the "today" its forecast dates are read against.
 */
export function judgedDay(judgedAt: string): string {
  return judgedAt.slice(0, 10);
}

/**
 * A forecast of the next service (the advice's forecastDate, 'YYYY-MM-DD') as every screen words it: the
 * maintenance dialog, the cards' notice icon and the dashboard's column. A day ahead, or today, is its
 * date after the label ('Forecast of next service: 2026/12/12'; the date alone where the place names it,
 * a column); a day already past says the machine is overdue since then ('Overdue since 2025/12/12').
 */
export function maintenanceForecastText(
  t: TFunction,
  forecastDate: string,
  today: string,
  { labelled = true }: { labelled?: boolean } = {},
): string {
  const date = formatDay(forecastDate);
  if (forecastDate < today) return t('maintenanceOverdueSince', { date });
  return labelled ? `${t('maintenanceForecast')}: ${date}` : date;
}
