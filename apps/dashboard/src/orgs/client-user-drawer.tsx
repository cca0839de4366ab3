// The Add/Edit User drawer (R-ORG-3..6, R-ORG-11, R-ORG-15): name, e-mail, password, agents, sections and
// their order; the org admin and create-agents flags for the root admin only.
import { Alert, Button, Drawer, Group, MultiSelect, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import type { TClientUser } from '@parley/contract/organisations';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CollapsiblePanel } from '../lib/collapsible-panel';
import { SelectAllList } from '../lib/select-all-list';
import { useNarrowPhone } from '../lib/use-viewport';
import {
  type ClientUserDraft,
  draftOfClient,
  syncTabOrder,
  toClientInput,
  validateClientUser,
} from './client-user-form';
import { notifyOk, ORG_UI_MESSAGES } from './org-notices';
import classes from './orgs.module.css';
import { PasswordField } from './password-field';
import { TabOrderEditor } from './tab-order-editor';
import { type ClientUserSource, useClientUserSource } from './use-client-user-source';
import type { OrgTarget } from './use-org-info-source';

type ClientUserDrawerProps = OrgTarget & {
  opened: boolean;
  /** The user being edited, or null to add one. */
  client: TClientUser | null;
  onClose: () => void;
};

export function ClientUserDrawer({ opened, client, onClose, ...target }: ClientUserDrawerProps) {
  const source = useClientUserSource(target, opened);
  const narrow = useNarrowPhone();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 560}
      title={client ? 'Edit User' : 'Add User'}
      data-testid="client-user-drawer"
    >
      {source.loadError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {AGENT_MESSAGES.listError(source.loadError.message)}
        </Alert>
      )}
      {!source.loadError && !source.ready && <Skeleton h={320} />}
      {/* Mounted only while open, so each opening starts from the stored user. */}
      {source.ready && opened && <ClientUserForm source={source} client={client} onClose={onClose} />}
    </Drawer>
  );
}

function ClientUserForm({
  source,
  client,
  onClose,
}: {
  source: ClientUserSource;
  client: TClientUser | null;
  onClose: () => void;
}) {
  const isNew = client === null;
  const [draft, setDraft] = useState(() => draftOfClient(client, source.defaultAccess));
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<ClientUserDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const sections = source.sections(client);
  // The order shown: the chosen one, else the catalogue order of the granted sections.
  const catalogueOrder = sections.map((s) => s.value).filter((p) => draft.canAccess.includes(p));
  const order = syncTabOrder(draft.clientTabOrder, [...new Set([...catalogueOrder, ...draft.canAccess])]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateClientUser(draft, isNew);
    // Failures show in the drawer, not as notices, which would cover the drawer's buttons.
    setFailure(invalid);
    if (invalid) return;
    source.save(
      client?.ID ?? null,
      toClientInput(draft, source.mode),
      (user) => {
        notifyOk(isNew ? ORG_UI_MESSAGES.userAdded(user.name) : ORG_UI_MESSAGES.userSaved(user.name));
        onClose();
      },
      (error) => setFailure(error.message),
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="client-user-form">
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          maxLength={200}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-testid="client-name"
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          maxLength={320}
          value={draft.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          data-testid="client-email"
        />
        <PasswordField value={draft.password} onChange={(password) => set({ password })} isNew={isNew} />
        <MultiSelect
          label="Agents"
          description="The agents this user can open."
          placeholder={draft.widgetIDs.length ? undefined : 'Pick agents'}
          data={source.agentOptions(client)}
          value={draft.widgetIDs}
          onChange={(widgetIDs) => set({ widgetIDs })}
          searchable
          clearable
          nothingFoundMessage="No agent with that name"
          data-testid="client-agents"
        />
        <CollapsiblePanel
          title="Dashboard access"
          description="The sections of the agent page this user sees."
          defaultOpen={isNew}
          data-testid="client-access-panel"
        >
          <SelectAllList
            label="Sections"
            options={sections}
            value={draft.canAccess}
            onChange={(canAccess) => set({ canAccess })}
            data-testid="client-access"
          />
        </CollapsiblePanel>
        <CollapsiblePanel title="Tab order" description="The order of the tabs this user sees.">
          <TabOrderEditor order={order} onChange={(clientTabOrder) => set({ clientTabOrder })} />
        </CollapsiblePanel>
        {source.mode === 'root' && (
          <Stack gap="sm">
            <Switch
              label="Organization admin"
              description="Can edit the organization's name and logo, and add or assign users."
              checked={draft.isOrgAdmin}
              onChange={(e) => set({ isOrgAdmin: e.currentTarget.checked })}
              data-testid="client-org-admin"
            />
            <Switch
              label="Can create agents"
              checked={draft.allowCreateAgents}
              onChange={(e) => set({ allowCreateAgents: e.currentTarget.checked })}
              data-testid="client-create-agents"
            />
          </Stack>
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" className={classes.drawerFooter}>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={source.saving} data-testid="client-save">
            Save &amp; Close
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
