// R-WCV-4, R-WCV-5: up to three of the team's photos, online people first, '+N' for the rest.
import { useEffect, useState } from 'react';
import { fetchOrgUsers, type OrgUser } from '../api/visitor-api';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { orderTeam } from '../lib/team-order';

export function TeamAvatars() {
  const t = useT();
  const { agent } = useChat();
  const [users, setUsers] = useState<OrgUser[]>([]);
  useEffect(() => {
    let live = true;
    // Not every installation has a team yet: a failure just leaves the row out.
    fetchOrgUsers(agent.agentId)
      .then((list) => live && setUsers(list))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [agent.agentId]);
  const { shown, more } = orderTeam(users);
  if (shown.length === 0) return null;
  return (
    <ul className="team" aria-label={t('team')} data-testid="parley-team">
      {shown.map((user, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
        <li key={i} className="team__member">
          {user.photo ? (
            <img className="team__photo" src={user.photo} alt={user.name} />
          ) : (
            <span className="team__photo team__photo--initial" role="img" aria-label={user.name}>
              {Array.from(user.name)[0] ?? '?'}
            </span>
          )}
          {user.online ? <span className="team__online" role="img" aria-label={t('online')} /> : null}
        </li>
      ))}
      {more > 0 ? (
        <li className="team__more" aria-label={t('moreMembers', { n: more })}>
          +{more}
        </li>
      ) : null}
    </ul>
  );
}
