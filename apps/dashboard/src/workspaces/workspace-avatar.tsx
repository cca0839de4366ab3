// A workspace's logo, or its initials on a colour picked from its uid.
import { Avatar, type MantineSize } from '@mantine/core';
import { initialsOf } from '../lib/text';

const COLORS = ['blue', 'violet', 'teal', 'orange', 'grape', 'cyan', 'pink', 'indigo'];

export function colorOf(uid: string): string {
  let sum = 0;
  for (const ch of uid) sum = (sum * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[sum % COLORS.length] ?? 'blue';
}

interface WorkspaceAvatarProps {
  uid: string;
  name: string;
  photoURL?: string | null;
  size?: MantineSize | number;
}

export function WorkspaceAvatar({ uid, name, photoURL, size = 26 }: WorkspaceAvatarProps) {
  return (
    <Avatar
      src={photoURL || null}
      alt=""
      size={size}
      radius="sm"
      color={colorOf(uid)}
      variant="filled"
      style={{ flexShrink: 0 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
