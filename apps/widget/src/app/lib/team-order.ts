// R-WCV-4: up to three team avatars, online people first, and how many more there are.
import { safeMediaUrl } from '../markdown/safe-url';

export interface TeamMember {
  name: string;
  photo: string | null;
  online: boolean;
}

export const MAX_TEAM_AVATARS = 3;

export function orderTeam(users: readonly { name?: unknown; squarePhotoURL?: unknown; status?: unknown }[]) {
  const members: TeamMember[] = users.map((u) => ({
    name: typeof u.name === 'string' ? u.name : '',
    photo:
      safeMediaUrl(u.squarePhotoURL) ??
      (typeof u.squarePhotoURL === 'string' && u.squarePhotoURL.startsWith('/') ? u.squarePhotoURL : null),
    online: u.status === 'online',
  }));
  // A stable sort: online first, otherwise the order the server gave.
  const sorted = [...members.filter((m) => m.online), ...members.filter((m) => !m.online)];
  return { shown: sorted.slice(0, MAX_TEAM_AVATARS), more: Math.max(0, sorted.length - MAX_TEAM_AVATARS) };
}
