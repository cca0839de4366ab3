// Where the Org Info drawer reads and saves, by mode: the owner's orgs.* procedures, or the org
// admin's orgAdmin.* ones (R-ORG-11, R-CSH-5), so the client shell can mount the same drawer.
import type { TOrgAgent } from '@parley/contract/org-admin';
import type { Region } from '@parley/kernel/regions';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import {
  type DrawerMode,
  draftOfAbout,
  draftOfOrg,
  type OrgInfoDraft,
  toAboutInput,
  toRootPatch,
} from './org-info-form';

/** The organisation a drawer works on: the owner names it; an org admin has only their own. */
export type OrgTarget = { mode: 'root'; region: Region; orgId: string } | { mode: 'orgAdmin' };

export interface OrgInfoSource {
  mode: DrawerMode;
  initial: OrgInfoDraft | undefined;
  /** Agents that may belong to the organisation (root: the workspace's agents in the region). */
  agents: TOrgAgent[];
  /** R-ORG-13: billing can be switched on. */
  paymentConnected: boolean;
  loadError: { message: string } | null;
  saving: boolean;
  save: (draft: OrgInfoDraft, onSaved: () => void, onFailed: (error: { message: string }) => void) => void;
}

export function useOrgInfoSource(target: OrgTarget, enabled: boolean): OrgInfoSource {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const root = target.mode === 'root' ? target : null;
  const org = useQuery(
    trpc.orgs.get.queryOptions(root && enabled ? { region: root.region, orgId: root.orgId } : skipToken),
  );
  const agents = useQuery(
    trpc.agents.list.queryOptions(root && enabled ? { region: root.region } : skipToken),
  );
  const about = useQuery(trpc.orgAdmin.about.queryOptions(!root && enabled ? undefined : skipToken));
  const update = useMutation(trpc.orgs.update.mutationOptions());
  const updateAbout = useMutation(trpc.orgAdmin.updateAbout.mutationOptions());

  if (root) {
    return {
      mode: 'root',
      initial: org.data ? draftOfOrg(org.data.org) : undefined,
      agents: (agents.data ?? []).map((a) => ({
        ID: a.ID,
        title: a.title,
        roundedImageURL: a.roundedImageURL ?? null,
      })),
      paymentConnected: org.data?.paymentConnected ?? false,
      loadError: org.error ?? agents.error ?? null,
      saving: update.isPending,
      save: (draft, onSaved, onFailed) =>
        update.mutate(
          { region: root.region, orgId: root.orgId, patch: toRootPatch(draft) },
          {
            onSuccess: async () => {
              await Promise.all([
                queryClient.invalidateQueries({ queryKey: trpc.orgs.get.queryKey() }),
                queryClient.invalidateQueries({ queryKey: trpc.orgs.list.queryKey() }),
              ]);
              onSaved();
            },
            onError: onFailed,
          },
        ),
    };
  }
  return {
    mode: 'orgAdmin',
    initial: about.data ? draftOfAbout(about.data) : undefined,
    agents: about.data?.agents ?? [],
    paymentConnected: false,
    loadError: about.error ?? null,
    saving: updateAbout.isPending,
    save: (draft, onSaved, onFailed) =>
      updateAbout.mutate(toAboutInput(draft), {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: trpc.orgAdmin.about.queryKey() });
          onSaved();
        },
        onError: onFailed,
      }),
  };
}
