import Box from '@mui/material/Box';
import { STATUS_PALETTE } from '@airsight/contracts/domain/status';
import { alarmLevel } from '@airsight/contracts/presentation/alarm-levels';

/** The level letter on its colour: E red, C orange, M yellow (part 1 §2). */
export function LevelBadge({ level }: { level: number }) {
  const shown = alarmLevel(level);
  const background = shown?.background ?? STATUS_PALETTE.grey;
  const text = shown?.text ?? STATUS_PALETTE.black;
  return (
    <Box
      component="span"
      data-testid="level-badge"
      data-level={level}
      data-color={background}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 28,
        height: 24,
        px: 0.75,
        borderRadius: 1,
        fontWeight: 700,
        bgcolor: background,
        color: text,
      }}
    >
      {shown?.letter ?? ''}
    </Box>
  );
}
