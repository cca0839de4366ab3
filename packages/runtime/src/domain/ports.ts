// What the runtime needs from knowledge and tools, as plain function types. The server's composition
// root binds them to the knowledge and tools packages; tests may bind them to real in-process parts.
import type { Region } from '@parley/kernel/regions';

/** A retrieved passage and where it came from (becomes a turn source: payload.url, doc_name, urlDescription). */
export interface Passage {
  chunkId: string;
  docId: string;
  docName: string;
  text: string;
  /** Fused rank score, higher is better; comparable within one result list only. */
  score: number;
  url?: string;
  description?: string;
}

export type Retriever = (args: {
  region: Region;
  agentId: string;
  query: string;
  limit: number;
}) => Promise<Passage[]>;

/** A tool as the model sees it: parameters are a JSON Schema object built from the tool's fields. */
export interface ToolSpec {
  id: string;
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

export type ToolLister = (args: { region: Region; agentId: string }) => Promise<ToolSpec[]>;

export type ToolResult = { ok: true; result: unknown } | { ok: false; error: string };

/** Calls a tool's server; never throws and never hangs past the configured timeout. */
export type ToolCaller = (args: {
  region: Region;
  agentId: string;
  toolId: string;
  input: Record<string, unknown>;
  signal?: AbortSignal;
}) => Promise<ToolResult>;

export interface RuntimePorts {
  retrieve: Retriever;
  listTools: ToolLister;
  callTool: ToolCaller;
}
