import { useTranslation } from 'react-i18next';
import { DateField, PeriodSelector } from '../../../components/period/index.ts';
import { VOLUME_PERIOD_PRESETS, type Period } from '../../../lib/period.ts';
import { MONTH_SPANS } from '../volumePeriod.ts';

export interface VolumePeriodControlsProps {
  period: Period;
  onPeriodChange: (period: Period) => void;
  /** YYYY-MM: the month that 1 month is, and that half year and 1 year end with. */
  month: string;
  onMonthChange: (month: string) => void;
  timeZone: string | null | undefined;
}

/** The shared period selector with VolumeGraph's options and, for the month options, the month field. */
export function VolumePeriodControls({
  period,
  onPeriodChange,
  month,
  onMonthChange,
  timeZone,
}: VolumePeriodControlsProps) {
  const { t } = useTranslation();
  return (
    <PeriodSelector
      presets={VOLUME_PERIOD_PRESETS}
      value={period}
      onChange={onPeriodChange}
      timeZone={timeZone}
    >
      {MONTH_SPANS[period.preset] ? (
        <DateField
          kind="month"
          label={t('targetMonth')}
          value={month}
          onCommit={(value) => {
            if (value) onMonthChange(value);
          }}
          testId="volume-month"
        />
      ) : null}
    </PeriodSelector>
  );
}
