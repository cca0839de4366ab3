// R-WSH-13: the conversation counts as scrolled to the bottom within 10 px.
export const AT_BOTTOM_TOLERANCE_PX = 10;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export const isAtBottom = ({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics) =>
  scrollHeight - scrollTop - clientHeight <= AT_BOTTOM_TOLERANCE_PX;
