import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import {
  ALARM_LEVEL_NUMBERS,
  ALARM_LEVELS,
  type AlarmLevelNumber as AlarmLevel,
} from '@airsight/contracts/presentation/alarm-levels';

export interface AlarmFiltersProps {
  levels: readonly AlarmLevel[];
  /** The levels now on, in the levels' order (E, C, M) whatever order they were pressed in. */
  onLevelsChange: (levels: AlarmLevel[]) => void;
  repaired: boolean;
  onRepairedChange: (repaired: boolean) => void;
}

/** E, C, M toggles (each on by default, in its level colour when on) and the 'repaired' switch. */
export function AlarmFilters({ levels, onLevelsChange, repaired, onRepairedChange }: AlarmFiltersProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        value={[...levels]}
        onChange={(_event, next: AlarmLevel[]) =>
          onLevelsChange(ALARM_LEVEL_NUMBERS.filter((level) => next.includes(level)))
        }
        aria-label={t('alarmLevel')}
      >
        {ALARM_LEVELS.map(({ level, letter, key, background, text }) => {
          return (
            <ToggleButton
              key={level}
              value={level}
              data-testid={`level-filter-${letter}`}
              aria-label={t(key)}
              sx={{
                minWidth: 44,
                fontWeight: 700,
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: background, color: text },
              }}
            >
              {t(`${key}Short`)}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={repaired}
            onChange={(event) => onRepairedChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'repaired-toggle' } as object }}
          />
        }
        label={t('repaired')}
      />
    </Box>
  );
}
