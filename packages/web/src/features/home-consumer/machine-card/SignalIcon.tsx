import { CardIcon } from './CardIcon.tsx';

/** Signal strength bars: dark green when the machine is connected, grey and struck through when not. */
export function SignalIcon({ connected, label }: { connected: boolean; label: string }) {
  return (
    <CardIcon label={label} testId="signal-icon" data={{ connected: connected ? 'true' : 'false' }}>
      <g fill={connected ? '#2E7D32' : '#9E9E9E'}>
        <rect x="2" y="16" width="4" height="6" rx="1" />
        <rect x="8" y="12" width="4" height="10" rx="1" />
        <rect x="14" y="8" width="4" height="14" rx="1" />
        <rect x="20" y="3" width="3" height="19" rx="1" />
      </g>
      {connected ? null : <path d="M3 3 L21 21" stroke="#D32F2F" strokeWidth="2.5" strokeLinecap="round" />}
    </CardIcon>
  );
}
