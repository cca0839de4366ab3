// The LLM responder when an endpoint is configured, else the built-in offline responder.
import type { RuntimePorts } from '../domain/ports';
import type { Responder, ResponderKind } from '../domain/responder';
import { createLlmResponder, type LlmConfig } from '../infrastructure/llm-responder';
import { createOfflineResponder } from './offline-responder';

export interface RuntimeOptions {
  ports: RuntimePorts;
  /** Absent: no OPENAI_BASE_URL, the built-in responder answers. */
  llm?: LlmConfig;
}

export const NO_PORTS: RuntimePorts = {
  retrieve: async () => [],
  listTools: async () => [],
  callTool: async () => ({ ok: false, error: 'No tools are configured.' }),
};

export function chooseResponder(options: RuntimeOptions): { kind: ResponderKind; responder: Responder } {
  return options.llm
    ? { kind: 'llm', responder: createLlmResponder(options.llm, options.ports) }
    : { kind: 'built-in', responder: createOfflineResponder(options.ports.retrieve) };
}
