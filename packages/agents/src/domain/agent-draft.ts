// Drafts: the user's unpublished edits kept as a merge patch over the published agent (R-VER-12, R-VER-17).
import { deepMerge, isPlainObject } from '@parley/kernel/deep-merge';
import { deepEqual } from './agent-compare';
import { stripProtected } from './build-agent';

type Doc = Record<string, unknown>;

/** What the editors show: the published document with the patch merged in; identity and timestamps stay published. */
export function draftView(published: Doc, patch: Doc): Doc {
  return { ...deepMerge(published, stripProtected(patch)), lastModified: published.lastModified };
}

/**
 * Adds an edit to the stored patch, then drops every leaf that already equals the published value,
 * so a later direct write to a field the user set back shows through the draft.
 */
export function mergeDraftPatch(published: Doc, stored: Doc, incoming: Doc): Doc {
  return minimizePatch(published, deepMerge(stored, stripProtected(incoming)));
}

export function minimizePatch(base: Doc, patch: Doc): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = base[key];
    if (isPlainObject(current) && isPlainObject(value)) {
      const inner = minimizePatch(current, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!deepEqual(current, value)) {
      out[key] = value;
    }
  }
  return out;
}
