// syncBrowser and listenForUrlChanges, in the host page (the frame cannot see either).
import type { KeyValueStore } from '../shared/visitor-id';

/** syncBrowser: the open state lives in the host page's storage, so another tab or page follows it. */
export function openStateStore(
  agentId: string,
  store: KeyValueStore | null,
  onChange: (open: boolean) => void,
) {
  const key = `parley:${agentId}:open`;
  addEventListener('storage', (event) => event.key === key && onChange(event.newValue === '1'));
  return {
    read: () => store?.getItem(key) === '1',
    write(open: boolean) {
      try {
        store?.setItem(key, open ? '1' : '0');
      } catch {
        // quota or privacy mode: this page only
      }
    },
  };
}

/**
 * listenForUrlChanges: reports the page address now and whenever a single-page app moves on. A once-a-second look
 * catches every router (history API, hash, frameworks' own) without patching the host page's history.
 */
export function watchUrl(onUrl: (url: string) => void) {
  let last = location.href;
  onUrl(last);
  setInterval(() => {
    if (location.href === last) return;
    last = location.href;
    onUrl(last);
  }, 1000);
}
