// 'vf' agents: the external-flow responder; others: the LLM responder when an endpoint is configured,
// else the built-in offline responder.
import type { ConversationHooks } from '@parley/conversations/domain/conversation-hooks';
import type { RuntimePorts } from '../domain/ports';
import type { Responder, ResponderKind } from '../domain/responder';
import { createLlmResponder, type LlmConfig } from '../infrastructure/llm-responder';
import { createVfResponder, type VfConfig } from '../infrastructure/vf-responder';
import { createOfflineResponder } from './offline-responder';

export interface RuntimeOptions {
  ports: RuntimePorts;
  /** What notifications hear of visitor messages and handoff requests (issue 6). */
  hooks?: ConversationHooks;
  /** Absent: no OPENAI_BASE_URL, the built-in responder answers. */
  llm?: LlmConfig;
  /** The external-flow dialogue API (VF_API_BASE_URL) for agents with agentPlatform 'vf'. */
  vf?: VfConfig;
}

const VF_DEFAULTS: VfConfig = { baseURL: 'https://general-runtime.voiceflow.com', timeoutMs: 20_000 };

export const NO_PORTS: RuntimePorts = {
  retrieve: async () => [],
  listTools: async () => [],
  callTool: async () => ({ ok: false, error: 'No tools are configured.' }),
};

export function chooseResponder(
  options: RuntimeOptions,
  agent?: Record<string, unknown>,
): { kind: ResponderKind; responder: Responder } {
  if (agent?.agentPlatform === 'vf')
    return { kind: 'vf', responder: createVfResponder(options.vf ?? VF_DEFAULTS) };
  return options.llm
    ? { kind: 'llm', responder: createLlmResponder(options.llm, options.ports) }
    : { kind: 'built-in', responder: createOfflineResponder(options.ports.retrieve) };
}
