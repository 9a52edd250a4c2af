import { useEffect, useState } from 'react';

/**
 * The computer's clock, read again every minute, so that a machine falls to "disconnected" (160 minutes,
 * part 1 §4) on time and the time since its last sample counts on, also between refreshes and while they
 * fail.
 */
export function useMinuteClock(): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return clock;
}
