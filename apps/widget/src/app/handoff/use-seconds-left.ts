// Re-renders once a second while a request waits, with the seconds left until its deadline.
import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}
