/**
 * Period controls of the graph screens (part 2 §2, §5). The rules live in lib/period.ts (unit-tested).
 *
 * How to use them:
 *
 *   import { PeriodSelector } from '../../../components/period/index.ts';
 *   import { presetPeriod, VOLUME_PERIOD_PRESETS, type Period } from '../../../lib/period.ts';
 *
 *   const [period, setPeriod] = useState<Period>(() => presetPeriod(VOLUME_PERIOD_PRESETS[0]!, Date.now(), zone));
 *   <PeriodSelector presets={VOLUME_PERIOD_PRESETS} value={period} onChange={setPeriod} timeZone={zone}>
 *     {period.preset === 'month' ? <DateField kind="month" label={t('targetMonth')} value={month} onCommit={…} /> : null}
 *   </PeriodSelector>
 *
 * - `onChange` receives a Period (preset, fromMs, toMs inclusive, fromDate/toDate YYYY-MM-DD in the zone)
 *   only when it is valid and, when long (half year, year, any span of 180 days or more), after the user's
 *   OK in the confirmation; Cancel keeps `value` and the controls show it again.
 * - Presets end at the moment they are chosen; any-period covers whole days in `timeZone` (the browser's
 *   when absent): from the start of the from day to the last millisecond of the to day. From and to may be
 *   the same day; to before from shows toMustBeALaterDateThanFrom under the To field, more than 366 days
 *   optionalPeriodWithin366Days under the controls.
 * - Children are placed after the option list: a screen's own selectors (VolumeGraph's month field).
 * - `DateField` alone: `kind="month"` for YYYY-MM; `onCommit(null)` when the text is not a real date (the
 *   field shows invalidDateEntered itself). Test ids: period-preset, period-option-<id>, period-from,
 *   period-to, period-apply, period-error, long-period-dialog, long-period-ok, long-period-cancel.
 */
export { DateField } from './DateField.tsx';
export { PeriodSelector } from './PeriodSelector.tsx';
