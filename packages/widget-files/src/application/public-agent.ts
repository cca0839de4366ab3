// The agent a public widget call is for: it must exist (in either region) and be enabled.
import { type LocatedAgent, locateAgent } from '@parley/agents/application/locate-agent';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { CHAT_MESSAGES } from '@parley/messages/chat';

export async function requireEnabledAgent(
  ctx: DataContext,
  agentId: string,
  preferred?: Region,
): Promise<LocatedAgent> {
  const located = await locateAgent(ctx, agentId, preferred);
  if (!located) throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  if (located.row.doc.disabled === true) throw new AppError('FORBIDDEN', CHAT_MESSAGES.agentDisabled);
  return located;
}
