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
      sx={{ fontWeight: 600, maxWidth: { xs: 96, sm: 240 }, flexShrink: 1 }}
    />
  );
}
