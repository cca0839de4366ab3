// The agent's tools (ToolLister port) plus the built-in request_handoff, as AI SDK tools run through ToolCaller.
import type { Region } from '@parley/kernel/regions';
import { jsonSchema, type ToolSet, tool } from 'ai';
import type { ToolCaller, ToolSpec } from '../domain/ports';
import type { ResponderEvent } from '../domain/responder';

export const HANDOFF_TOOL = 'request_handoff';

interface BuildToolsArgs {
  region: Region;
  agentId: string;
  specs: ToolSpec[];
  callTool: ToolCaller;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Events the tools raise while the model runs (actions, debug entries), drained by the responder. */
  emit: (event: ResponderEvent) => void;
}

const toolNameOf = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'tool';

/** A failure or a time-out becomes the tool's result text, so the model can say so and the turn goes on. */
async function callWithTimeout(args: BuildToolsArgs, spec: ToolSpec, input: Record<string, unknown>) {
  const timeout = AbortSignal.timeout(args.timeoutMs);
  const signal = args.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
  const timedOut = new Promise<{ ok: false; error: string }>((resolve) =>
    signal.addEventListener('abort', () =>
      resolve({ ok: false, error: `Tool "${spec.name}" timed out after ${args.timeoutMs / 1000} s.` }),
    ),
  );
  const call = args
    .callTool({ region: args.region, agentId: args.agentId, toolId: spec.id, input, signal })
    .catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }));
  return Promise.race([call, timedOut]);
}

export function buildLlmTools(args: BuildToolsArgs): ToolSet {
  const tools: ToolSet = {
    [HANDOFF_TOOL]: tool({
      description: 'The visitor asks to talk to a human. Call this to hand the conversation to the team.',
      inputSchema: jsonSchema<{ reason?: string }>({
        type: 'object',
        properties: { reason: { type: 'string', description: 'Why the visitor wants a human' } },
      }),
      execute: async (input) => {
        args.emit({ type: 'action', action: { type: 'request_handoff', reason: input.reason ?? null } });
        args.emit({ type: 'debug', entry: { handoff: 'requested', reason: input.reason ?? null } });
        return 'A human team member has been asked to join. Tell the visitor briefly.';
      },
    }),
  };
  for (const spec of args.specs) {
    const name = toolNameOf(spec.name);
    if (name === HANDOFF_TOOL || tools[name]) continue;
    tools[name] = tool({
      description: spec.description,
      inputSchema: jsonSchema<Record<string, unknown>>(spec.parameters),
      execute: async (input) => {
        const started = Date.now();
        const result = await callWithTimeout(args, spec, input ?? {});
        args.emit({
          type: 'debug',
          entry: {
            tool: spec.name,
            ok: result.ok,
            ms: Date.now() - started,
            ...(result.ok ? {} : { error: result.error }),
          },
        });
        if (!result.ok) return `Error: ${result.error}`;
        return typeof result.result === 'string' ? result.result : JSON.stringify(result.result ?? null);
      },
    });
  }
  return tools;
}
