// Side navigation state: pinned open or collapsed (persisted), and expanded-on-hover while collapsed.
import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

const HOVER_INTENT_MS = 150;

export function useNavState() {
  const [pinned, setPinned] = useLocalStorage<boolean>({ key: 'parley-nav-pinned', defaultValue: true });
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseEnter = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(true), HOVER_INTENT_MS);
  }, []);
  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(false);
  }, []);
  const togglePinned = useCallback(() => {
    setPinned((p) => !p);
    setHovered(false);
  }, [setPinned]);

  return { pinned, hovered, togglePinned, onMouseEnter, onMouseLeave };
}
