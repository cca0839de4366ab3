// Sends a tool's test webhook (R-TOOL-4) to its server and reports what went out and what came back.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { TOOL_MESSAGES } from '@parley/messages/tools';
import type { Principal } from '@parley/workspaces/domain/principal';
import { buildToolTestPayload } from '../domain/tool-test-payload';
import { findToolRow } from '../infrastructure/tool-repo';
import type { AgentKey } from './manage-tools';
import { sendHttp } from './send-http';
import { requireManagedAgent, toTool } from './tool-access';

/** What the dashboard shows; the bearer secret is masked in the echoed request. */
export interface ToolTestReport {
  request: { method: 'POST'; url: string; headers: Record<string, string>; body: unknown };
  response: { status: number; body: string; truncated: boolean } | null;
  error: string | null;
}

const TEST_RESPONSE_BYTES = 16 * 1024;

export async function testTool(
  ctx: DataContext,
  principal: Principal,
  key: AgentKey & { toolId: string },
  sampleValues: Record<string, unknown>,
  options: { timeoutSeconds: number },
): Promise<ToolTestReport> {
  const agent = await requireManagedAgent(ctx, principal, key.agentId, key.region);
  const row = await findToolRow(agent.db, key.agentId, key.toolId);
  if (!row) throw new AppError('NOT_FOUND', TOOL_MESSAGES.notFound);
  const tool = toTool(ctx, row);
  const body = buildToolTestPayload(tool, sampleValues);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (tool.serverUrlSecret) headers.authorization = `Bearer ${tool.serverUrlSecret}`;
  const shown = { method: 'POST' as const, url: tool.serverUrl, body, headers: { ...headers } };
  if (tool.serverUrlSecret) shown.headers.authorization = 'Bearer ••••••';

  const outcome = await sendHttp(
    { url: tool.serverUrl, headers, body },
    { timeoutMs: options.timeoutSeconds * 1000, maxBytes: TEST_RESPONSE_BYTES },
  );
  if (outcome.kind === 'response')
    return {
      request: shown,
      response: { status: outcome.status, body: outcome.text, truncated: outcome.truncated },
      error: null,
    };
  const error =
    outcome.kind === 'timeout'
      ? TOOL_MESSAGES.timedOut(tool.name, options.timeoutSeconds)
      : outcome.kind === 'network'
        ? TOOL_MESSAGES.networkError(tool.name, outcome.reason)
        : TOOL_MESSAGES.cancelled(tool.name);
  return { request: shown, response: null, error };
}
