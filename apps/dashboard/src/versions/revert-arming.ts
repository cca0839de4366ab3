// R-VER-3: revert takes two clicks on the same backup; any other click in between disarms it.

/** The backup whose Revert button reads 'Confirm Revert?', if any. */
export type ArmingState = { armed: string | null };

export type ArmingEvent =
  /** The Revert button of this backup was clicked. */
  | { type: 'press'; backupId: string }
  /** A click anywhere but on the armed button (another row, the modal, outside). */
  | { type: 'elsewhere' };

/** The next state, and the backup to revert now when the press confirmed an armed one. */
export function revertArming(
  state: ArmingState,
  event: ArmingEvent,
): { state: ArmingState; revert: string | null } {
  if (event.type === 'elsewhere') return { state: { armed: null }, revert: null };
  if (state.armed === event.backupId) return { state: { armed: null }, revert: event.backupId };
  return { state: { armed: event.backupId }, revert: null };
}

export const DISARMED: ArmingState = { armed: null };
