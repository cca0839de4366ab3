// Field-level differences between two versions of an agent (version history, Publish tooltip).
import type { TAgentChange } from '@parley/contract/versions';
import { isPlainObject } from '@parley/kernel/deep-merge';
import { deepEqual, omitKeys } from './agent-compare';

/** Bookkeeping fields that change on every save and say nothing about the agent's behaviour. */
export const DIFF_IGNORED_FIELDS = ['lastModified', 'ts', 'createdAt', 'ownerID', 'userId'] as const;

/**
 * Recurses into plain objects (dotted paths); arrays and other values compare as whole values.
 * A key whose value is undefined counts as absent. The result is sorted by path.
 */
export function diffAgentDocs(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): TAgentChange[] {
  const changes: TAgentChange[] = [];
  walk(omitKeys(before, DIFF_IGNORED_FIELDS), omitKeys(after, DIFF_IGNORED_FIELDS), '', changes);
  return changes.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

function walk(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix: string,
  out: TAgentChange[],
) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    const a = before[key];
    const b = after[key];
    if (a === undefined && b === undefined) continue;
    if (a === undefined) out.push({ path, kind: 'added', after: b });
    else if (b === undefined) out.push({ path, kind: 'removed', before: a });
    else if (isPlainObject(a) && isPlainObject(b)) walk(a, b, path, out);
    else if (!deepEqual(a, b)) out.push({ path, kind: 'changed', before: a, after: b });
  }
}
