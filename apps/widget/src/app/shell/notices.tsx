// Short notices over the chat (2–4 s, as the spec's notices), announced to screen readers.
import { useCallback, useRef, useState } from 'react';

export interface Notice {
  id: number;
  text: string;
  kind: 'error' | 'info';
}

export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const notify = useCallback((text: string, kind: 'error' | 'info' = 'error', ms = 2500) => {
    const id = ++nextId.current;
    setNotices((list) => [...list.filter((n) => n.text !== text), { id, text, kind }]);
    setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), ms);
  }, []);
  return { notices, notify };
}

export function NoticeStack({ notices }: { notices: readonly Notice[] }) {
  return (
    <div className="notices" role="status" aria-live="polite" data-testid="parley-notices">
      {notices.map((n) => (
        <p key={n.id} className={`notice notice--${n.kind}`} data-testid="parley-notice">
          {n.text}
        </p>
      ))}
    </div>
  );
}
