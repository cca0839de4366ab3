import { useEffect, useRef } from 'react';

/** How close to the end still counts as "reading the latest". */
const NEAR_END_PX = 48;

/**
 * Keeps a scroll area at its end while the reader is there: when messages arrive, when images or the
 * reply box change its size, and when `resetKey` changes (another session tab). Scrolling up to read
 * earlier messages stops the following until the reader comes back down.
 */
export function useStickToBottom(resetKey: unknown) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);

  useEffect(() => {
    const v = viewport.current;
    const c = content.current;
    if (!v || !c) return;
    const follow = () => {
      if (stuck.current) v.scrollTop = v.scrollHeight;
    };
    // Only the reader moving up lets go: scrolls towards the end (ours, possibly animated) never do.
    let lastTop = v.scrollTop;
    const onScroll = () => {
      if (v.scrollTop + v.clientHeight >= v.scrollHeight - NEAR_END_PX) stuck.current = true;
      else if (v.scrollTop < lastTop) stuck.current = false;
      lastTop = v.scrollTop;
    };
    const observer = new ResizeObserver(follow);
    observer.observe(c);
    observer.observe(v);
    v.addEventListener('scroll', onScroll, { passive: true });
    follow();
    return () => {
      observer.disconnect();
      v.removeEventListener('scroll', onScroll);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key means "open at the end again"
  useEffect(() => {
    stuck.current = true;
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [resetKey]);

  return { viewport, content };
}
