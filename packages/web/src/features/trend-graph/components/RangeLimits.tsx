import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RangeLimitTexts } from '../rangeLimits.ts';
import { rangeLimitError } from '../rangeLimits.ts';

export interface RangeLimitsProps {
  chartName: string;
  value: RangeLimitTexts;
  onChange: (value: RangeLimitTexts) => void;
  testId: string;
}

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/** Width of each limit field beside the chart's title; on a phone the two share the panel's width. */
const FIELD_WIDTH = 140;

/**
 * A chart's lower and upper limit (part 2 §2): numbers, the upper at least the lower; the axis follows.
 * The two fields are equally wide; the message under them belongs to both and each field that is at
 * fault points to it.
 */
export const RangeLimits = memo(function RangeLimits({
  chartName,
  value,
  onChange,
  testId,
}: RangeLimitsProps) {
  const { t } = useTranslation();
  const error = rangeLimitError(value);
  const messageId = useId();
  const minAtFault = error === 'enterANumber' && !isNumber(value.min);
  const maxAtFault =
    error === 'upperLimitBelowLowerLimit' || (error === 'enterANumber' && !isNumber(value.max));
  const field = {
    size: 'small',
    type: 'number',
    sx: { flex: `1 1 ${FIELD_WIDTH}px`, minWidth: 0, maxWidth: { sm: FIELD_WIDTH } },
  } as const;
  return (
    <Box
      role="group"
      aria-label={`${chartName}: ${t('lowerLimit')} / ${t('upperLimit')}`}
      sx={{ width: { xs: '100%', sm: 2 * FIELD_WIDTH + 8 }, maxWidth: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          {...field}
          label={t('lowerLimit')}
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
          error={minAtFault}
          slotProps={{
            htmlInput: {
              step: 'any',
              'data-testid': `${testId}-min`,
              ...(minAtFault ? { 'aria-describedby': messageId } : {}),
            },
          }}
        />
        <TextField
          {...field}
          label={t('upperLimit')}
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
          error={maxAtFault}
          slotProps={{
            htmlInput: {
              step: 'any',
              'data-testid': `${testId}-max`,
              ...(maxAtFault ? { 'aria-describedby': messageId } : {}),
            },
          }}
        />
      </Box>
      {/* The line keeps its height when empty, so the chart does not move as the message comes and goes. */}
      <FormHelperText
        id={messageId}
        error={error !== null}
        data-testid={`${testId}-error`}
        sx={{ mx: 1.75, minHeight: '1.66em' }}
      >
        {error ? t(error) : ''}
      </FormHelperText>
    </Box>
  );
});
