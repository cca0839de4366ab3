// A client's agents as overlapping avatars, with their names on hover.
import { Avatar, Text, Tooltip } from '@mantine/core';
import type { TOrgAgent } from '@parley/contract/org-admin';
import { AgentAvatar } from '../agents/agent-avatar';

const SHOWN = 3;

export function ClientAgents({ ids, agents }: { ids: string[]; agents: ReadonlyMap<string, TOrgAgent> }) {
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const names = ids.map((id) => agents.get(id)?.title || id);
  return (
    <Tooltip label={names.join(', ')} multiline maw={260}>
      <Avatar.Group
        spacing="sm"
        data-testid="client-agent-avatars"
        aria-label={`Agents: ${names.join(', ')}`}
      >
        {ids.slice(0, SHOWN).map((id) => (
          <AgentAvatar
            key={id}
            id={id}
            title={agents.get(id)?.title || id}
            imageUrl={agents.get(id)?.roundedImageURL ?? undefined}
            size={28}
          />
        ))}
        {ids.length > SHOWN && (
          <Avatar size={28} radius="md">
            +{ids.length - SHOWN}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}
