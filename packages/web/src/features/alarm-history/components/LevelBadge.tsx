import Box from '@mui/material/Box';
import { levelColors, levelLetter } from '../alarmRows.ts';

/** The level letter on its colour: E red, C orange, M yellow (part 1 §2). */
export function LevelBadge({ level }: { level: number }) {
  const { background, text } = levelColors(level);
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
      {levelLetter(level)}
    </Box>
  );
}
