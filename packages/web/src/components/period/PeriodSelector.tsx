import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  anyPeriod,
  anyPeriodError,
  needsLongPeriodConfirmation,
  PRESET_LABEL_KEYS,
  presetPeriod,
  type Period,
  type PeriodError,
  type PeriodPreset,
  type PresetId,
} from '../../lib/period.ts';
import { DateField } from './DateField.tsx';
import { LongPeriodDialog } from './LongPeriodDialog.tsx';

export interface PeriodSelectorProps {
  /** The screen's options (lib/period.ts TREND_PERIOD_PRESETS or VOLUME_PERIOD_PRESETS). */
  presets: readonly PeriodPreset[];
  /** The period in force. */
  value: Period;
  /** Called with a new period once it is valid and, when long, confirmed. */
  onChange: (period: Period) => void;
  /** The machine's time zone: any-period days are whole days there (the browser's when absent). */
  timeZone?: string | null | undefined;
  /** Controls of the screen shown after the option list (e.g. VolumeGraph's month selector). */
  children?: ReactNode;
  /** The clock presets end at; Date.now by default. */
  now?: () => number;
}

/**
 * The period options of a graph screen (part 2 §2, §5): a list of presets ending now (chosen again, the
 * preset ends now anew: the screen refreshes) and the any-period mode with from and to date fields and a
 * Show button. A period is only handed on when it is valid; a
 * long one (half year, year, 180 days or more) after the user's OK, and Cancel keeps the previous one.
 */
export function PeriodSelector({
  presets,
  value,
  onChange,
  timeZone,
  children,
  now = Date.now,
}: PeriodSelectorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PresetId>(value.preset);
  const [from, setFrom] = useState<string | null>(value.fromDate);
  const [to, setTo] = useState<string | null>(value.toDate);
  const [rangeError, setRangeError] = useState<PeriodError | null>(null);
  const [pending, setPending] = useState<Period | null>(null);
  // Remounts the date fields so that they show the period in force again (after Cancel).
  const [revision, setRevision] = useState(0);

  const showPeriodInForce = () => {
    setMode(value.preset);
    setFrom(value.fromDate);
    setTo(value.toDate);
    setRangeError(null);
    setRevision((r) => r + 1);
  };
  const [periodInForce, setPeriodInForce] = useState(value);
  if (periodInForce !== value) {
    setPeriodInForce(value);
    showPeriodInForce();
  }

  const propose = (period: Period) => {
    if (needsLongPeriodConfirmation(period)) setPending(period);
    else onChange(period);
  };

  const choosePreset = (id: PresetId) => {
    setMode(id);
    setRangeError(null);
    if (id === 'any') return;
    const preset = presets.find((p) => p.id === id);
    if (preset) propose(presetPeriod(preset, now(), timeZone));
  };

  const applyAnyPeriod = () => {
    // The fields have normalised what they hold, or hold null when it is not a date.
    const error = anyPeriodError(from ?? '', to ?? '');
    setRangeError(error);
    if (error === null && from && to) propose(anyPeriod(from, to, timeZone));
  };

  const cancel = () => {
    setPending(null);
    showPeriodInForce();
  };

  const confirm = () => {
    if (pending) onChange(pending);
    setPending(null);
  };

  return (
    <Box
      role="group"
      aria-label={t('period')}
      data-testid="period-selector"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <TextField
        select
        size="small"
        label={t('period')}
        value={mode}
        onChange={(event) => choosePreset(event.target.value as PresetId)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'period-preset' } as object } }}
        helperText=" "
        sx={{ minWidth: 160 }}
      >
        {presets.map((preset) => (
          <MenuItem
            key={preset.id}
            value={preset.id}
            data-testid={`period-option-${preset.id}`}
            // The list reports no change for the option in force: chosen again, a preset ends now anew.
            onClick={preset.id === mode && preset.id !== 'any' ? () => choosePreset(preset.id) : undefined}
          >
            {t(PRESET_LABEL_KEYS[preset.id])}
          </MenuItem>
        ))}
      </TextField>
      {children}
      {mode === 'any' ? (
        <Box key={revision} sx={{ display: 'contents' }}>
          <DateField label={t('fromDate')} value={value.fromDate} onCommit={setFrom} testId="period-from" />
          <DateField
            label={t('toDate')}
            value={value.toDate}
            onCommit={setTo}
            error={rangeError === 'toMustBeALaterDateThanFrom' ? t(rangeError) : undefined}
            testId="period-to"
          />
          <Button variant="outlined" onClick={applyAnyPeriod} data-testid="period-apply" sx={{ mt: 0.25 }}>
            {t('display')}
          </Button>
        </Box>
      ) : null}
      {rangeError === 'optionalPeriodWithin366Days' ? (
        <Alert severity="error" data-testid="period-error" sx={{ flexBasis: '100%' }}>
          {t(rangeError)}
        </Alert>
      ) : null}
      <LongPeriodDialog open={pending !== null} onConfirm={confirm} onCancel={cancel} />
    </Box>
  );
}
