// Owner use cases on an agent's tools: list, create, update, delete (R-TOOL-1..3).

import type { AgentActor } from '@parley/agents/application/agent-access';
import type { Database } from '@parley/db/connect';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { TOOL_MESSAGES } from '@parley/messages/tools';
import { type ToolView, type TToolInput, toToolView, ZToolInput } from '../domain/tool';
import {
  deleteToolRow,
  findToolRow,
  insertToolRow,
  listToolRows,
  updateToolRow,
} from '../infrastructure/tool-repo';
import { requireManagedAgent, toTool } from './tool-access';

export interface AgentKey {
  agentId: string;
  region?: Region;
}

/** The model calls tools by name, so two tools of one agent may not share one. */
async function requireFreeName(db: Database, agentId: string, name: string, toolId?: string) {
  const taken = (await listToolRows(db, agentId)).some((row) => row.name === name && row.id !== toolId);
  if (taken) throw new AppError('CONFLICT', TOOL_MESSAGES.nameTaken(name));
}

function parseInput(input: TToolInput) {
  const parsed = ZToolInput.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('BAD_REQUEST', first?.message ?? 'Invalid tool', { issues: parsed.error.issues });
  }
  return parsed.data;
}

export async function listTools(ctx: DataContext, principal: AgentActor, key: AgentKey): Promise<ToolView[]> {
  const { db } = await requireManagedAgent(ctx, principal, key.agentId, key.region);
  return (await listToolRows(db, key.agentId)).map((row) => toToolView(toTool(ctx, row)));
}

export async function createTool(
  ctx: DataContext,
  principal: AgentActor,
  key: AgentKey,
  input: TToolInput,
): Promise<ToolView> {
  const agent = await requireManagedAgent(ctx, principal, key.agentId, key.region);
  const data = parseInput(input);
  await requireFreeName(agent.db, key.agentId, data.name);
  const now = Date.now();
  const id = randomId(20);
  await insertToolRow(agent.db, {
    id,
    agentId: key.agentId,
    userId: agent.ownerID,
    name: data.name,
    description: data.description,
    imageUrl: data.imageUrl || null,
    fields: data.fields,
    serverUrl: data.serverUrl,
    serverUrlSecretSealed: data.serverUrlSecret ? ctx.keyring.seal(data.serverUrlSecret) : null,
    createdAt: now,
    updatedAt: now,
  });
  return requireToolView(ctx, agent.db, key.agentId, id);
}

/** serverUrlSecret: a new value replaces the stored one, null removes it, omitted keeps it. */
export async function updateTool(
  ctx: DataContext,
  principal: AgentActor,
  key: AgentKey & { toolId: string },
  input: TToolInput,
): Promise<ToolView> {
  const agent = await requireManagedAgent(ctx, principal, key.agentId, key.region);
  const data = parseInput(input);
  if (!(await findToolRow(agent.db, key.agentId, key.toolId)))
    throw new AppError('NOT_FOUND', TOOL_MESSAGES.notFound);
  await updateToolRow(agent.db, key.agentId, key.toolId, {
    name: data.name,
    description: data.description,
    imageUrl: data.imageUrl || null,
    fields: data.fields,
    serverUrl: data.serverUrl,
    updatedAt: Date.now(),
    ...(data.serverUrlSecret === undefined
      ? {}
      : { serverUrlSecretSealed: data.serverUrlSecret ? ctx.keyring.seal(data.serverUrlSecret) : null }),
  });
  return requireToolView(ctx, agent.db, key.agentId, key.toolId);
}

export async function deleteTool(
  ctx: DataContext,
  principal: AgentActor,
  key: AgentKey & { toolId: string },
): Promise<{ deleted: true }> {
  const agent = await requireManagedAgent(ctx, principal, key.agentId, key.region);
  if (!(await deleteToolRow(agent.db, key.agentId, key.toolId)))
    throw new AppError('NOT_FOUND', TOOL_MESSAGES.notFound);
  return { deleted: true };
}

async function requireToolView(
  ctx: DataContext,
  db: Parameters<typeof findToolRow>[0],
  agentId: string,
  toolId: string,
) {
  const row = await findToolRow(db, agentId, toolId);
  if (!row) throw new AppError('NOT_FOUND', TOOL_MESSAGES.notFound);
  return toToolView(toTool(ctx, row));
}
