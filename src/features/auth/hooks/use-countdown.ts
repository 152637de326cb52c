import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Whole seconds left until `targetMs` (epoch ms), updated every second; 0 once reached. */
export function useCountdown(targetMs: number): number {
  const remaining = () => Math.max(0, Math.ceil((targetMs - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(remaining);
  useEffect(() => {
    const update = () => setSeconds(Math.max(0, Math.ceil((targetMs - Date.now()) / 1000)));
    update();
    if (targetMs <= Date.now()) return;
    const timer = window.setInterval(update, TICK_MS);
    return () => window.clearInterval(timer);
  }, [targetMs]);
  return seconds;
}
