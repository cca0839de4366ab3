// The runtime's ToolLister and ToolCaller (packages/runtime/src/domain/ports.ts) bound to stored tools.
import type { DataContext } from '@parley/db/context';
import { TOOL_MESSAGES } from '@parley/messages/tools';
import type { ToolCaller, ToolLister, ToolResult } from '@parley/runtime/domain/ports';
import { buildToolRequest } from '../domain/tool-request';
import { toolSpecOf } from '../domain/tool-spec';
import { findToolRow, listToolRows } from '../infrastructure/tool-repo';
import { MAX_TOOL_RESPONSE_BYTES, sendHttp } from './send-http';
import { toTool } from './tool-access';

/** Where a missing tool or a failed call is reported (R-TOOL-6: only logged). Fastify's logger fits. */
export interface ToolLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const consoleLog: ToolLog = { warn: (details, message) => console.warn(message, details) };

export function createToolLister(ctx: DataContext): ToolLister {
  return async ({ region, agentId }) =>
    (await listToolRows(ctx.dbs[region].db, agentId)).map((row) => toolSpecOf(toTool(ctx, row)));
}

export function createToolCaller(
  ctx: DataContext,
  options: { timeoutSeconds: number; maxBytes?: number; log?: ToolLog },
): ToolCaller {
  const log = options.log ?? consoleLog;
  return async ({ region, agentId, toolId, input, signal }) => {
    const fail = (error: string, details: Record<string, unknown> = {}): ToolResult => {
      log.warn({ event: 'toolCallFailed', agentId, toolId, ...details }, error);
      return { ok: false, error };
    };
    try {
      const row = await findToolRow(ctx.dbs[region].db, agentId, toolId);
      if (!row) return fail(TOOL_MESSAGES.missingTool, { reason: 'missing tool' });
      const tool = toTool(ctx, row);
      if (!tool.serverUrl) return fail(TOOL_MESSAGES.serverUrlInvalid, { reason: 'missing url' });
      const built = buildToolRequest(tool, input ?? {});
      if (!built.ok) return fail(built.error, { reason: 'bad input' });
      const outcome = await sendHttp(built.request, {
        timeoutMs: options.timeoutSeconds * 1000,
        maxBytes: options.maxBytes ?? MAX_TOOL_RESPONSE_BYTES,
        signal,
      });
      switch (outcome.kind) {
        case 'timeout':
          return fail(TOOL_MESSAGES.timedOut(tool.name, options.timeoutSeconds), { reason: 'timeout' });
        case 'cancelled':
          return { ok: false, error: TOOL_MESSAGES.cancelled(tool.name) };
        case 'network':
          return fail(TOOL_MESSAGES.networkError(tool.name, outcome.reason), { reason: 'network' });
      }
      if (outcome.status < 200 || outcome.status > 299) {
        const snippet = outcome.text.slice(0, 200);
        return fail(`${TOOL_MESSAGES.httpError(tool.name, outcome.status)}${snippet ? `: ${snippet}` : ''}`, {
          status: outcome.status,
        });
      }
      if (outcome.truncated)
        return fail(TOOL_MESSAGES.tooLarge(tool.name, options.maxBytes ?? MAX_TOOL_RESPONSE_BYTES), {
          reason: 'too large',
        });
      return { ok: true, result: parseBody(outcome.text) };
    } catch (error) {
      return fail(`Tool call failed: ${error instanceof Error ? error.message : String(error)}`, {
        reason: 'internal',
      });
    }
  };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
