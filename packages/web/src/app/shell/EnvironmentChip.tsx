import Chip from '@mui/material/Chip';
import type { SessionInfo } from '@airsight/contracts';

/** The environment's title in the header; hidden in production (part 1 §2). */
export function EnvironmentChip({
  session,
}: {
  session: Pick<SessionInfo, 'environment' | 'environmentTitle'>;
}) {
  if (session.environment === 'production' || !session.environmentTitle.trim()) return null;
  return (
    <Chip
      data-testid="environment-title"
      label={session.environmentTitle}
      color={session.environment === 'staging' ? 'warning' : 'secondary'}
      size="small"
      // On a phone the whole title ("Development") must still fit beside the product name and the two
      // header buttons: a smaller label there, and it gives way (ellipsis) only on narrower screens.
      sx={{
        fontWeight: 600,
        minWidth: 0,
        maxWidth: { xs: 'none', sm: 240 },
        flexShrink: 1,
        fontSize: { xs: '0.75rem', sm: '0.8125rem' },
        '& .MuiChip-label': { px: { xs: 0.75, sm: 1 } },
      }}
    />
  );
}
