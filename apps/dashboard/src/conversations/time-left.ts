// The countdown of a request waiting for a person (R-HND-3: it returns to the AI at its deadline).

export interface TimeLeft {
  /** Whole seconds still to wait, never negative. */
  seconds: number;
  /** "0:42 left", "12:05 left", "1h 05m left"; "Timing out" once the deadline has passed. */
  label: string;
  /** The last 15 seconds: shown in red. */
  urgent: boolean;
  overdue: boolean;
}

const URGENT_SECONDS = 15;
const pad = (n: number) => String(n).padStart(2, '0');

export function timeLeft(deadlineMs: number | null, nowMs: number): TimeLeft | null {
  if (deadlineMs === null) return null;
  const overdue = deadlineMs <= nowMs;
  const seconds = overdue ? 0 : Math.ceil((deadlineMs - nowMs) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const label = overdue
    ? 'Timing out'
    : hours > 0
      ? `${hours}h ${pad(minutes)}m left`
      : `${minutes}:${pad(seconds % 60)} left`;
  return { seconds, label, urgent: seconds <= URGENT_SECONDS, overdue };
}
