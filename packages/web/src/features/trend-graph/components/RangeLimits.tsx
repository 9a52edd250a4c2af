import { memo, useId } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RangeLimitTexts } from '../rangeLimits.ts';
import { rangeLimitError } from '../rangeLimits.ts';
import './trendGraph.css';

export interface RangeLimitsProps {
  chartName: string;
  /** The axis's unit, named in the labels when a chart has two axes. */
  unit?: string | undefined;
  value: RangeLimitTexts;
  onChange: (value: RangeLimitTexts) => void;
  testId: string;
}

const LIMITS = [
  { bound: 'min', label: 'lowerLimit' },
  { bound: 'max', label: 'upperLimit' },
] as const;

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/**
 * A chart's lower and upper limit (part 2 §2): numbers, the upper at least the lower; the axis follows.
 * The two fields are equally wide; the message under them belongs to both and each field that is at
 * fault points to it.
 */
export const RangeLimits = memo(function RangeLimits({
  chartName,
  unit,
  value,
  onChange,
  testId,
}: RangeLimitsProps) {
  const { t } = useTranslation();
  const error = rangeLimitError(value);
  const messageId = useId();
  const atFault = {
    min: error === 'enterANumber' && !isNumber(value.min),
    max: error === 'upperLimitBelowLowerLimit' || (error === 'enterANumber' && !isNumber(value.max)),
  };
  // Each 140 px beside the chart's title; on a phone the two share the panel's width (trendGraph.css).
  const field = { size: 'small', type: 'number', className: 'trend-limit-field' } as const;
  return (
    <div
      role="group"
      aria-label={`${chartName}: ${t('lowerLimit')} / ${t('upperLimit')}${unit ? ` (${unit})` : ''}`}
      className="trend-limits"
    >
      <div className="trend-limits-fields">
        {LIMITS.map(({ bound, label }) => (
          <TextField
            {...field}
            key={bound}
            label={unit ? `${t(label)} (${unit})` : t(label)}
            value={value[bound]}
            onChange={(event) => onChange({ ...value, [bound]: event.target.value })}
            error={atFault[bound]}
            slotProps={{
              htmlInput: {
                step: 'any',
                'data-testid': `${testId}-${bound}`,
                ...(atFault[bound] ? { 'aria-describedby': messageId } : {}),
              },
            }}
          />
        ))}
      </div>
      {/* The line keeps its height when empty, so the chart does not move as the message comes and goes. */}
      <p
        id={messageId}
        data-testid={`${testId}-error`}
        className={error ? 'trend-limits-message trend-limits-error' : 'trend-limits-message'}
      >
        {error ? t(error) : ''}
      </p>
    </div>
  );
});
