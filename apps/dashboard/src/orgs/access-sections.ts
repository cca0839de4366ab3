// The agent-page sections a client may be given (canAccess, R-ORG-15, R-APS-5), in tab order.
import { AGENT_TABS } from '@parley/agent-page/agent-tabs';

export interface AccessSection {
  value: string;
  label: string;
}

export const ACCESS_SECTIONS: readonly AccessSection[] = [...AGENT_TABS]
  .sort((a, b) => a.order - b.order)
  .map((tab) => ({ value: `/${tab.key}`, label: tab.label }));

/** 'Conversations' for '/convos'; an agency page or unknown path shows as itself. */
export function sectionLabel(path: string): string {
  return ACCESS_SECTIONS.find((s) => s.value === path)?.label ?? path;
}

/** The catalogue limited to `allowed` (an org admin's grantable sections), plus any extra stored paths. */
export function sectionOptions(allowed?: readonly string[], extra: readonly string[] = []): AccessSection[] {
  const base = allowed ? ACCESS_SECTIONS.filter((s) => allowed.includes(s.value)) : [...ACCESS_SECTIONS];
  const missing = [...(allowed ?? []), ...extra].filter((p) => !base.some((s) => s.value === p));
  return [...base, ...[...new Set(missing)].map((p) => ({ value: p, label: sectionLabel(p) }))];
}
