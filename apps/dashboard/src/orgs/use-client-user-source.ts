// Where the Add/Edit User drawer reads its choices and saves, by mode: the owner's orgs.* procedures, or
// the org admin's orgAdmin.* ones (R-ORG-11), so the client shell can mount the same drawer.
import type { ComboboxData } from '@mantine/core';
import type { TClientUser } from '@parley/contract/organisations';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { type AccessSection, sectionOptions } from './access-sections';
import type { ClientUserInput } from './client-user-form';
import type { DrawerMode } from './org-info-form';
import type { OrgTarget } from './use-org-info-source';

type Failure = { message: string };

export interface ClientUserSource {
  mode: DrawerMode;
  ready: boolean;
  loadError: Failure | null;
  /** R-ORG-15: what a new user may open. */
  defaultAccess: string[];
  agentOptions: (client: TClientUser | null) => ComboboxData;
  sections: (client: TClientUser | null) => AccessSection[];
  saving: boolean;
  save: (
    clientId: string | null,
    input: ClientUserInput,
    onSaved: (user: TClientUser) => void,
    onFailed: (error: Failure) => void,
  ) => void;
}

/** Ids the client has that no option names (deleted, or in the other region) stay selectable. */
const unknownIds = (client: TClientUser | null, known: string[]) =>
  (client?.widgetIDs ?? []).filter((id) => !known.includes(id)).map((id) => ({ value: id, label: id }));

export function useClientUserSource(target: OrgTarget, enabled: boolean): ClientUserSource {
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
  const add = useMutation(trpc.orgs.addClient.mutationOptions());
  const update = useMutation(trpc.orgs.updateClient.mutationOptions());
  const adminAdd = useMutation(trpc.orgAdmin.addUser.mutationOptions());
  const adminUpdate = useMutation(trpc.orgAdmin.updateUser.mutationOptions());

  const done = (onSaved: (user: TClientUser) => void) => async (user: TClientUser) => {
    const keys = root
      ? [trpc.orgs.get.queryKey(), trpc.orgs.list.queryKey()]
      : [trpc.orgAdmin.users.queryKey(), trpc.orgAdmin.about.queryKey()];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    onSaved(user);
  };

  if (root) {
    const orgAgents = org.data?.org.widgetIDs ?? [];
    return {
      mode: 'root',
      ready: Boolean(org.data && agents.data),
      loadError: org.error ?? agents.error ?? null,
      defaultAccess: org.data?.org.defaultClientAccess ?? [],
      agentOptions: (client) => {
        const all = agents.data ?? [];
        const option = (a: (typeof all)[number]) => ({ value: a.ID, label: a.title || a.ID });
        const groups = [
          { group: 'This organization', items: all.filter((a) => orgAgents.includes(a.ID)).map(option) },
          {
            group: 'Other workspace agents',
            items: all.filter((a) => !orgAgents.includes(a.ID)).map(option),
          },
          {
            group: 'Not found',
            items: unknownIds(
              client,
              all.map((a) => a.ID),
            ),
          },
        ];
        return groups.filter((g) => g.items.length > 0);
      },
      sections: (client) => sectionOptions(undefined, client?.canAccess),
      saving: add.isPending || update.isPending,
      save: (clientId, input, onSaved, onFailed) => {
        const ref = { region: root.region, orgId: root.orgId };
        if (clientId)
          update.mutate({ ...ref, clientId, ...input }, { onSuccess: done(onSaved), onError: onFailed });
        else add.mutate({ ...ref, ...input }, { onSuccess: done(onSaved), onError: onFailed });
      },
    };
  }
  return {
    mode: 'orgAdmin',
    ready: Boolean(about.data),
    loadError: about.error ?? null,
    defaultAccess: about.data?.defaultClientAccess ?? [],
    agentOptions: (client) => {
      const own = (about.data?.agents ?? []).map((a) => ({ value: a.ID, label: a.title || a.ID }));
      return [
        ...own,
        ...unknownIds(
          client,
          own.map((o) => o.value),
        ),
      ];
    },
    sections: (client) => sectionOptions(about.data?.grantableSections ?? [], client?.canAccess),
    saving: adminAdd.isPending || adminUpdate.isPending,
    save: (clientId, input, onSaved, onFailed) => {
      if (clientId)
        adminUpdate.mutate({ clientId, ...input }, { onSuccess: done(onSaved), onError: onFailed });
      else adminAdd.mutate(input, { onSuccess: done(onSaved), onError: onFailed });
    },
  };
}
