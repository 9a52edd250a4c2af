/**
 * A small pie chart as SVG (a pie needs no chart library): one slice per figure, an image with a name
 * that says every figure, and the figures beside it as text with their colour swatches.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@airsight/contracts/format/number';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';

export interface PieSlice {
  key: string;
  label: string;
  value: number;
  color: string;
}

const SIZE = 120;
const R = SIZE / 2;

/** The SVG path of a slice from `start` to `end` (fractions of the circle, clockwise from the top). */
function slicePath(start: number, end: number): string {
  const point = (f: number) => {
    const angle = 2 * Math.PI * f - Math.PI / 2;
    return `${R + R * Math.cos(angle)} ${R + R * Math.sin(angle)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return `M ${R} ${R} L ${point(start)} A ${R} ${R} 0 ${large} 1 ${point(end)} Z`;
}

export function PieChart({
  title,
  slices,
  testId,
}: {
  title: string;
  slices: readonly PieSlice[];
  testId: string;
}) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const name = `${title}: ${slices.map((s) => `${s.label} ${formatNumber(s.value)}`).join(', ')}`;
  let at = 0;
  const shapes = slices
    .filter((s) => s.value > 0)
    .map((s) => {
      const start = at / total;
      at += s.value;
      const end = at / total;
      return end - start >= 1 ? (
        <circle key={s.key} cx={R} cy={R} r={R} fill={s.color} />
      ) : (
        <path
          key={s.key}
          d={slicePath(start, end)}
          fill={s.color}
          stroke={STATUS_PALETTE.white}
          strokeWidth={1}
        />
      );
    });
  return (
    <Box
      component="figure"
      data-testid={testId}
      sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 200 }}
    >
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <svg role="img" aria-label={name} width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
          {total > 0 ? shapes : <circle cx={R} cy={R} r={R - 1} fill="none" stroke={STATUS_PALETTE.grey} />}
        </svg>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {slices.map((s) => (
            <Box
              component="li"
              key={s.key}
              data-testid={`${testId}-${s.key}`}
              data-value={s.value}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}
            >
              <Box
                component="span"
                sx={{
                  width: 12,
                  height: 12,
                  bgcolor: s.color,
                  border: 1,
                  borderColor: 'divider',
                  flex: 'none',
                }}
              />
              <span>{s.label}</span>
              <Box component="span" sx={{ ml: 'auto', pl: 1, fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(s.value)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
