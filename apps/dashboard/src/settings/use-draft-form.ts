// Local edits over the agent's draft view, saved per scope (a settings section, the Design form) as a
// merge patch of the changed fields: R-VER-17 status, ZAgentDoc validation, R-VER-16/18 notices.

import { notifications } from '@mantine/notifications';
import { isSettingsSaved } from '@parley/agent-page/compare';
import { deepEqual } from '@parley/agents/domain/agent-compare';
import type { TAgentDoc } from '@parley/contract/agents';
import { AGENT_NOTICE_MS } from '@parley/messages/agents';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { useState } from 'react';
import type { AgentDraft } from '../drafts/use-agent-draft';
import {
  applyEdits,
  buildPatch,
  type Doc,
  type Edits,
  type FieldErrors,
  type FieldKind,
  pickEdits,
  readPath,
  serverErrors,
  setEdit,
  validatePatch,
} from './settings-form';

export interface FormFieldRef {
  path: string;
  kind: FieldKind;
}

export interface DraftScope {
  /** R-VER-17: the scope's local data equals the server draft (ignoring lastModified, createdAt, vapi). */
  saved: boolean;
  /** Paths whose local value differs from the server draft. */
  changed: string[];
  save: () => Promise<void>;
  reset: () => void;
}

const EMPTY: Doc = {};

/** `validate` adds rules of the form's own (e.g. the six-digit hex colour) to the contract's. */
export function useDraftForm(draft: AgentDraft, validate?: (edits: Edits, server: Doc) => FieldErrors) {
  const server = draft.state?.draft ?? EMPTY;
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<FieldErrors>({});

  const value = (path: string): unknown => (path in edits ? edits[path] : readPath(server, path));

  const change = (field: FormFieldRef, next: unknown) => {
    setEdits((current) => setEdit(current, field.path, field.kind, next, server));
    setErrors(({ [field.path]: _cleared, '': _general, ...rest }) => rest);
  };

  const scope = (fields: readonly FormFieldRef[]): DraftScope => {
    const paths = fields.map((f) => f.path);
    const scoped = pickEdits(edits, paths);
    const changed = Object.keys(scoped).filter((p) => !deepEqual(scoped[p], readPath(server, p)));

    const save = async () => {
      if (changed.length === 0) return;
      const patch = buildPatch(scoped, changed);
      const invalid = { ...validatePatch(patch), ...validate?.(pickEdits(scoped, changed), server) };
      const first = Object.values(invalid)[0];
      if (first !== undefined) {
        setErrors(invalid);
        // R-VER-16: the rule's message is also the 2 s notice.
        notifications.show({ color: 'red', message: first, autoClose: AGENT_NOTICE_MS });
        return;
      }
      try {
        await draft.save(patch as TAgentDoc);
        // Drop what was saved, unless it was edited again while the save ran.
        setEdits((current) => {
          const rest = { ...current };
          for (const p of changed) if (deepEqual(rest[p], scoped[p])) delete rest[p];
          return rest;
        });
        notifications.show({
          color: 'green',
          message: VERSION_MESSAGES.settingsSaved,
          autoClose: AGENT_NOTICE_MS,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const mapped = serverErrors(message, changed);
        setErrors(mapped);
        notifications.show({
          color: 'red',
          title: VERSION_MESSAGES.settingsSaveFailed,
          message: Object.values(mapped)[0] ?? message,
          autoClose: AGENT_NOTICE_MS,
        });
      }
    };

    const reset = () => {
      setEdits((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !paths.includes(p))));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !paths.includes(p))));
    };

    return { saved: isSettingsSaved(applyEdits(server, scoped), server), changed, save, reset };
  };

  return {
    loaded: draft.state !== null,
    server,
    /** The server draft with every local edit over it. */
    local: applyEdits(server, edits),
    value,
    /** A secret's replace box: only what the user typed, never the stored value. */
    typed: (path: string): unknown => edits[path],
    change,
    errors,
    scope,
    saving: draft.saving,
  };
}

export type DraftForm = ReturnType<typeof useDraftForm>;
