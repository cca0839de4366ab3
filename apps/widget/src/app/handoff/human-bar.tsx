// R-HND-4: who the visitor is talking with now, by first name and photo.
import { useT } from '../i18n/use-phrases';
import type { Assignee } from '../state/conversation-state';

/** Only web or same-origin addresses become an image source. */
const safePhoto = (url: string) => (/^(https?:)?\/\//i.test(url) || url.startsWith('/') ? url : '');

export function HumanBar({ assignee }: { assignee: Assignee }) {
  const t = useT();
  const name = assignee.firstName || assignee.name;
  const photo = safePhoto(assignee.photoURL);
  return (
    <div className="handoff-human" role="status" data-testid="parley-handoff-human">
      {photo ? (
        <img className="handoff-human__photo" src={photo} alt="" />
      ) : (
        <span className="handoff-human__photo handoff-human__photo--initial" aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <span className="handoff-human__text">{t('handoffChatting', { name })}</span>
      <span className="handoff-human__online" aria-hidden="true" />
    </div>
  );
}
