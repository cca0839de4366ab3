// Pure rules of the agent's settings forms (Settings and Design tabs): reading the draft view by dotted
// path, keeping only real edits, the merge patch of changed fields, and mapping validation issues to fields.

import type { SettingsFieldKind } from '@parley/agent-page/settings-sections';
import { deepEqual } from '@parley/agents/domain/agent-compare';
import { ZAgentDoc } from '@parley/contract/agents';
import { isPlainObject } from '@parley/kernel/deep-merge';
import { AGENT_MESSAGES } from '@parley/messages/agents';

export type Doc = Record<string, unknown>;
/** Local edits: dotted path → the value the patch will carry. Holds real changes only. */
export type Edits = Record<string, unknown>;
/** Dotted field path → message shown under that field. */
export type FieldErrors = Record<string, string>;

export const ENTER_A_NUMBER = 'Enter a number.';

/** The value at a dotted path ('vgOptions.maxChunkSize'), or undefined when any step is missing. */
export function readPath(doc: Doc, path: string): unknown {
  let current: unknown = doc;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of doc with value at the dotted path, creating (or replacing non-object) parents. */
export function writePath(doc: Doc, path: string, value: unknown): Doc {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...doc, [head]: value };
  const child = isPlainObject(doc[head]) ? (doc[head] as Doc) : {};
  return { ...doc, [head]: writePath(child, rest.join('.'), value) };
}

/** The local view: the server draft with the edits written over it. */
export function applyEdits(doc: Doc, edits: Edits): Doc {
  return Object.entries(edits).reduce((out, [path, value]) => writePath(out, path, value), doc);
}

/** The merge patch of the given paths only, nested as objects: ['vgOptions.maxChunkSize'] → { vgOptions: { maxChunkSize } }. */
export function buildPatch(edits: Edits, changedPaths: readonly string[]): Doc {
  return changedPaths.reduce<Doc>((patch, path) => writePath(patch, path, edits[path]), {});
}

/** The edits among these paths. */
export function pickEdits(edits: Edits, paths: readonly string[]): Edits {
  return Object.fromEntries(Object.entries(edits).filter(([path]) => paths.includes(path)));
}

/** How a field's value compares: an absent switch is off, an absent text is empty, a cleared number is null. */
function normalise(kind: FieldKind, value: unknown): unknown {
  if (kind === 'switch') return value === true;
  if (kind === 'number') return typeof value === 'number' ? value : null;
  if (kind === 'readonly') return value;
  return value === undefined || value === null ? '' : value;
}

export type FieldKind = SettingsFieldKind | 'color' | 'segmented';

/**
 * Whether an input's new value leaves the field as the server has it (then the edit is dropped).
 * A secret's empty replace box means "keep the current secret".
 */
export function isUnchanged(kind: FieldKind, next: unknown, server: unknown): boolean {
  if (kind === 'secret') return next === '' || next === server;
  return deepEqual(normalise(kind, next), normalise(kind, server));
}

/** The edits map after an input changes: the edit is kept only when it differs from the server value. */
export function setEdit(edits: Edits, path: string, kind: FieldKind, next: unknown, server: Doc): Edits {
  const { [path]: _previous, ...rest } = edits;
  return isUnchanged(kind, next, readPath(server, path)) ? rest : { ...rest, [path]: next };
}

/** A number input's value as the patch carries it: '' (cleared) → null. */
export function numberValue(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** Issues keyed by dotted path (the first message per field wins); issues with no path go under ''. */
export function issuesByPath(issues: readonly Issue[], prefix: readonly string[] = []): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    let path = issue.path.map(String);
    if (prefix.every((p, i) => path[i] === p)) path = path.slice(prefix.length);
    const key = path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * The contract's check of a patch (ZAgentDoc is the one validator of every field), keyed by field.
 * A cleared number the contract cannot take reads 'Enter a number.' instead of zod's type message.
 */
export function validatePatch(patch: Doc): FieldErrors {
  const result = ZAgentDoc.safeParse(patch);
  if (result.success) return {};
  const errors = issuesByPath(result.error.issues);
  for (const path of Object.keys(errors)) {
    if (path && readPath(patch, path) === null) errors[path] = ENTER_A_NUMBER;
  }
  return errors;
}

/**
 * A rejected save as field errors. tRPC input errors carry zod's issues as a JSON message (paths
 * under 'patch'); a domain error is one message, put under the field when only one was saved.
 */
export function serverErrors(message: string, savedPaths: readonly string[]): FieldErrors {
  try {
    const parsed: unknown = JSON.parse(message);
    if (Array.isArray(parsed) && parsed.every(isIssue)) return issuesByPath(parsed, ['patch']);
  } catch {
    // Not JSON: a plain message.
  }
  if (savedPaths.length === 1 && savedPaths[0]) return { [savedPaths[0]]: message };
  const own = MESSAGE_FIELDS[message];
  return { [own && savedPaths.includes(own) ? own : '']: message };
}

/** Domain messages that name one field, for a rejected save of several fields. */
const MESSAGE_FIELDS: Record<string, string> = { [AGENT_MESSAGES.maxChunkSize]: 'vgOptions.maxChunkSize' };

const isIssue = (value: unknown): value is Issue =>
  isPlainObject(value) && Array.isArray(value.path) && typeof value.message === 'string';
