import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LampProps {
  label: string;
  on: boolean;
  color: string;
  testId?: string;
  size?: number;
}

/**
 * A round indicator lamp with its label: lit in its colour, grey when off or without data (part 2 §4).
 * data-on and data-color carry the state for tests.
 */
export function Lamp({ label, on, color, testId, size = 16 }: LampProps) {
  return (
    <Box
      data-testid={testId}
      data-on={on ? 'true' : 'false'}
      data-color={color}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          flex: 'none',
          width: size,
          height: size,
          borderRadius: '50%',
          bgcolor: color,
          border: '1px solid rgba(0, 0, 0, 0.25)',
          boxShadow: on ? `0 0 6px 1px ${color}` : 'inset 0 1px 2px rgba(0, 0, 0, 0.3)',
        }}
      />
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
    </Box>
  );
}
