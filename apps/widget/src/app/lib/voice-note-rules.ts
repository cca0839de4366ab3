// R-WIX-13: the voice note's speeds, in the order a click cycles through them.
export const SPEEDS = [1, 1.25, 1.5, 2] as const;

export function nextSpeed(current: number): number {
  const index = SPEEDS.indexOf(current as (typeof SPEEDS)[number]);
  return SPEEDS[(index + 1) % SPEEDS.length] as number;
}
