import type { SessionInfo } from '@airsight/contracts';

/**
 * The environment's title in the header; hidden in production (part 1 §2). On a phone the whole title
 * ("Development") still fits beside the product name and the header's buttons (shell.css: a smaller
 * label there); it gives way with an ellipsis only on narrower screens.
 */
export function EnvironmentChip({
  session,
}: {
  session: Pick<SessionInfo, 'environment' | 'environmentTitle'>;
}) {
  if (session.environment === 'production' || !session.environmentTitle.trim()) return null;
  const staging = session.environment === 'staging';
  return (
    <span
      className={staging ? 'shell-environment shell-environment--staging' : 'shell-environment'}
      data-testid="environment-title"
    >
      <span>{session.environmentTitle}</span>
    </span>
  );
}
