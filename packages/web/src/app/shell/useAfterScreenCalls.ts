import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** Calls of the screen start within this time of the shell's first render. */
const SCREEN_START_MS = 300;
/** A screen that keeps fetching does not hold the waiting call back longer than this. */
const LONGEST_WAIT_MS = 3_000;

/**
 * True once the screen's first calls are answered (no query fetching, at least SCREEN_START_MS after
 * the shell appeared) and the frame showing them is drawn, or after LONGEST_WAIT_MS: for the shell's own calls that no one waits for (the
 * maintenance badge), which would otherwise share the server and the network with the screen's data
 * (for a supplier the advice of 10,000 machines took the server's time from the fleet call).
 */
export function useAfterScreenCalls(): boolean {
  const fetching = useIsFetching();
  const [started, setStarted] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const start = setTimeout(() => setStarted(true), SCREEN_START_MS);
    const cap = setTimeout(() => setTimedOut(true), LONGEST_WAIT_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(cap);
    };
  }, []);
  const [done, setDone] = useState(false);
  const ready = timedOut || (started && fetching === 0);
  // After the frame that shows the screen's answer: a call started in the same task (its effect is
  // flushed with the commit) would delay that frame. Kept once true: later fetching (a refresh) must not
  // take the badge's call away again.
  useEffect(() => {
    if (done || !ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDone(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [done, ready]);
  return done;
}
