import { Avatar, type MantineColor } from '@mantine/core';
import { initialsOf } from '../lib/text';

const COLORS: MantineColor[] = ['blue', 'violet', 'teal', 'grape', 'indigo', 'cyan', 'orange', 'pink'];

/** A stable colour per agent, so an agent keeps its look across lists. */
function colorOf(id: string): MantineColor {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? 'blue';
}

export function AgentAvatar({
  id,
  title,
  imageUrl,
  size = 44,
}: {
  id: string;
  title: string;
  imageUrl?: string;
  size?: number;
}) {
  return (
    <Avatar src={imageUrl || null} alt="" size={size} radius="md" color={colorOf(id)} variant="light">
      {initialsOf(title)}
    </Avatar>
  );
}
