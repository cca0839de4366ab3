// Whether the page's local data matches the server's: the Publish button (R-VER-12) and a settings
// section's saved state (R-VER-17). The equality is the one the server uses for versions, so the
// button and the server never disagree.
import { deepEqual, isSameAgentVersion, omitKeys } from '@parley/agents/domain/agent-compare';

type Doc = Record<string, unknown>;

/** R-VER-17: a settings section compares local and server data ignoring these top-level fields. */
export const SETTINGS_IGNORED_FIELDS = ['lastModified', 'createdAt', 'vapi'] as const;

/** R-VER-12: 'Published' (disabled) when the draft equals the server data, ignoring lastModified, ts, ownerID, userId. */
export function isPublished(draft: Doc, server: Doc): boolean {
  return isSameAgentVersion(draft, server);
}

/** R-VER-17: 'All changes saved.' when local equals server data, ignoring lastModified, createdAt and vapi. */
export function isSettingsSaved(local: Doc, server: Doc): boolean {
  return deepEqual(omitKeys(local, SETTINGS_IGNORED_FIELDS), omitKeys(server, SETTINGS_IGNORED_FIELDS));
}
