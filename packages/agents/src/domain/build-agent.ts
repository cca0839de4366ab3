// Pure construction and merge rules of the agent document.
import type { TAgentDoc } from '@parley/contract/agents';
import { deepMerge } from '@parley/kernel/deep-merge';
import { AGENT_DEFAULTS, creationOverrides, NATIVE_STARTER_DEFAULTS } from './defaults';

type Doc = Record<string, unknown>;

/** Fields the caller can never set: identity, ownership, timestamps, the key (rotated separately). */
const PROTECTED = ['ID', 'ownerID', 'userId', 'createdAt', 'lastModified', 'ts', 'SECRET_API_KEY'] as const;

export function stripProtected(body: Doc): Doc {
  const copy = { ...body };
  for (const key of PROTECTED) delete copy[key];
  return copy;
}

export interface NewAgentArgs {
  id: string;
  ownerID: string;
  body: TAgentDoc;
  template?: Partial<TAgentDoc>;
  nowSeconds: number;
}

/** defaults ← native starter (unless LLM studio / another platform) ← template ← body ← creation rules (R-AGC-14, R-AGC-19). */
export function buildNewAgent({ id, ownerID, body, template = {}, nowSeconds }: NewAgentArgs): Doc {
  const platform = body.agentPlatform ?? 'vg';
  const useStarter = platform === 'vg' && !(body as Doc).llmStudio;
  let doc: Doc = { ...AGENT_DEFAULTS };
  if (useStarter) doc = deepMerge(doc, NATIVE_STARTER_DEFAULTS);
  doc = deepMerge(doc, template as Doc);
  doc = deepMerge(doc, stripProtected(body as Doc));
  doc = deepMerge(doc, creationOverrides(ownerID));
  return { ...doc, ID: id, createdAt: nowSeconds, lastModified: nowSeconds, ts: nowSeconds };
}

/** Merge write of an existing agent (R-VER-14, R-VER-17): nested objects merge, lastModified is now. */
export function applyAgentPatch(current: Doc, body: TAgentDoc, nowSeconds: number): Doc {
  return { ...deepMerge(current, stripProtected(body as Doc)), lastModified: nowSeconds };
}

export interface AgentRowFields {
  doc: Doc;
  title: string;
  agentPlatform: string;
  lastModified: number;
}

/** The merge write of an existing row: the document and the title/platform columns that mirror it. */
export function mergeIntoAgentRow<R extends AgentRowFields>(
  row: R,
  body: TAgentDoc | Doc,
  nowSeconds: number,
): R {
  const doc = applyAgentPatch(row.doc, body as TAgentDoc, nowSeconds);
  return { ...row, ...rowColumnsOf(doc, row), lastModified: nowSeconds };
}

/** The columns mirrored from a document, falling back to the row's current values. */
export function rowColumnsOf(doc: Doc, row: Pick<AgentRowFields, 'title' | 'agentPlatform'>) {
  return {
    doc,
    title: typeof doc.title === 'string' ? doc.title : row.title,
    agentPlatform: typeof doc.agentPlatform === 'string' ? doc.agentPlatform : row.agentPlatform,
  };
}
