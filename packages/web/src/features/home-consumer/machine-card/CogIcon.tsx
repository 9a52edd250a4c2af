import { CardIcon } from './CardIcon.tsx';

/** A cog: turning and green while the machine runs, still and grey when it is stopped or not reporting. */

/** An eight-tooth gear outline around (12, 12), built once. */
const GEAR_PATH = (() => {
  const teeth = 8;
  const outer = 11;
  const inner = 8.2;
  const points: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * 2 * Math.PI;
    const step = (2 * Math.PI) / teeth;
    // Each tooth: rise to the outer radius over a quarter of the step, stay, fall back.
    const corners = [
      [inner, a - step * 0.3],
      [outer, a - step * 0.17],
      [outer, a + step * 0.17],
      [inner, a + step * 0.3],
    ] as const;
    for (const [r, angle] of corners) {
      points.push(`${(12 + r * Math.cos(angle)).toFixed(2)} ${(12 + r * Math.sin(angle)).toFixed(2)}`);
    }
  }
  return `M${points.join(' L')} Z`;
})();

export function CogIcon({ running, label }: { running: boolean; label: string }) {
  return (
    <CardIcon
      label={label}
      testId="cog-icon"
      data={{ running: running ? 'true' : undefined }}
      size={24}
      className="mc-cog"
    >
      <path
        d={GEAR_PATH}
        fill={running ? '#2E7D32' : '#9E9E9E'}
        fillRule="evenodd"
        stroke={running ? '#1B5E20' : '#757575'}
        strokeWidth="0.6"
      />
      <circle cx="12" cy="12" r="3.2" fill="#FFFFFF" />
    </CardIcon>
  );
}
