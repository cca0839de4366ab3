// R-WCV-11: Enter sends, Shift+Enter makes a newline, empty text does nothing.

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  /** True while an IME composes (e.g. Japanese input): Enter then confirms the composition. */
  isComposing?: boolean;
}

/** 'send': send and keep the newline out; 'block': keep the newline out, send nothing; 'default': let it type. */
export type KeyDecision = 'send' | 'block' | 'default';

export const canSend = (text: string) => text.trim().length > 0;

export function decideKey(press: KeyPress, text: string, busy: boolean): KeyDecision {
  if (press.key !== 'Enter' || press.shiftKey || press.isComposing) return 'default';
  return canSend(text) && !busy ? 'send' : 'block';
}

/** R-WCV-11: the input grows with its content up to 5 rows, then scrolls. */
export function textareaHeight(scrollHeight: number, lineHeight: number, paddingY: number, maxRows = 5) {
  const max = lineHeight * maxRows + paddingY;
  return { height: Math.min(scrollHeight, max), scrolls: scrollHeight > max };
}
