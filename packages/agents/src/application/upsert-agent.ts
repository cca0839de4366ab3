// POST /v2/agents/{agentId}: creates the agent with its defaults, or merge-updates it (R-AGC-14, R-VER-14).
import type { TAgentDoc } from '@parley/contract/agents';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { newAgentSecretKey } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { buildNewAgent, mergeIntoAgentRow } from '../domain/build-agent';
import { insertAgentRow, updateAgentRow } from '../infrastructure/agent-repo';
import { type AgentActor, type AgentSections, canManageAgent, NO_ACCESS_MESSAGE } from './agent-access';
import { toAgentDocument } from './agent-document';
import { withAgentSlot } from './agent-limit';
import { locateAgent } from './locate-agent';

export interface UpsertAgentArgs {
  agentId: string;
  body: TAgentDoc;
  /** Region for a new agent; defaults to the principal's. Existing agents stay where they are. */
  region?: Region;
  template?: Partial<TAgentDoc>;
  /** Client sections an update serves (clients never create agents here). */
  sections?: AgentSections;
}

export async function upsertAgent(
  ctx: DataContext,
  principal: AgentActor,
  args: UpsertAgentArgs,
): Promise<{ created: boolean; region: Region; agent: Record<string, unknown> }> {
  const located = await locateAgent(ctx, args.agentId, args.region);
  const now = unixSeconds();
  if (located) {
    if (!canManageAgent(principal, { id: located.row.id, ownerID: located.row.ownerID }, args.sections)) {
      throw new AppError('FORBIDDEN', NO_ACCESS_MESSAGE);
    }
    const row = mergeIntoAgentRow(located.row, args.body, now);
    await updateAgentRow(ctx.dbs[located.region].db, row.id, row);
    return { created: false, region: located.region, agent: toAgentDocument(ctx, row) };
  }

  if (principal.kind === 'agent-secret')
    throw new AppError('FORBIDDEN', 'An agent key cannot create agents.');
  if (principal.kind === 'client') throw new AppError('FORBIDDEN', NO_ACCESS_MESSAGE);
  const region = args.region ?? principal.region;
  const doc = buildNewAgent({
    id: args.agentId,
    ownerID: principal.workspaceUid,
    body: args.body,
    template: args.template,
    nowSeconds: now,
  });
  const secret = newAgentSecretKey();
  const row = {
    id: args.agentId,
    ownerID: principal.workspaceUid,
    title: typeof doc.title === 'string' ? doc.title : '',
    agentPlatform: typeof doc.agentPlatform === 'string' ? doc.agentPlatform : 'vg',
    secretSealed: ctx.keyring.seal(secret),
    secretDigest: ctx.keyring.digest(secret),
    doc,
    createdAt: now,
    lastModified: now,
  };
  try {
    await withAgentSlot(ctx, region, principal.workspaceUid, (tx) => insertAgentRow(tx, row));
  } catch (error) {
    if (String((error as { cause?: unknown }).cause ?? error).includes('agents_pkey')) {
      throw new AppError('CONFLICT', AGENT_MESSAGES.createFailed('this agent id is already taken'));
    }
    throw error;
  }
  return { created: true, region, agent: toAgentDocument(ctx, row) };
}
