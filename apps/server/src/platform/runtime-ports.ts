// Composition of the agent runtime: the responder's settings from the env, and the ports bound to the
// knowledge package (hybrid retrieval) and the tools package (tool specs and HTTP calls).
import { NO_PORTS, type RuntimeOptions } from '@parley/runtime/application/choose-responder';
import { createToolCaller, createToolLister } from '@parley/tools/application/tool-ports';
import { conversationHooksOf } from './conversation-notifications';
import type { ServerDeps } from './deps';
import { knowledgeOf } from './knowledge';

/** Tests may replace any port through ServerDeps.ports. */
export function buildRuntimeOptions(deps: ServerDeps): RuntimeOptions {
  const { env } = deps;
  return {
    ports: {
      ...NO_PORTS,
      retrieve: knowledgeOf(deps).retrieve,
      listTools: createToolLister(deps.ctx),
      callTool: createToolCaller(deps.ctx, { timeoutSeconds: env.TOOL_TIMEOUT_SECONDS }),
      ...deps.ports,
    },
    llm: env.OPENAI_BASE_URL
      ? {
          baseURL: env.OPENAI_BASE_URL,
          apiKey: env.OPENAI_API_KEY,
          model: env.OPENAI_MODEL,
          toolTimeoutMs: env.TOOL_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    hooks: conversationHooksOf(deps),
    vf: { baseURL: env.VF_API_BASE_URL, timeoutMs: env.TOOL_TIMEOUT_SECONDS * 1000 },
  };
}
