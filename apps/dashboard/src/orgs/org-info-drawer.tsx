// The Org Info drawer (R-ORG-3): name and logo for both modes; the organisation settings for the root
// admin only (R-ORG-12). 'Save & Close' reports R-ORG-10's messages.
import { Alert, Button, Drawer, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNarrowPhone } from '../lib/use-viewport';
import { LogoField } from './logo-field';
import { type OrgInfoDraft, validateOrgInfo } from './org-info-form';
import { notifyOk } from './org-notices';
import { OrgSettingsFields } from './org-settings-fields';
import classes from './orgs.module.css';
import { type OrgInfoSource, type OrgTarget, useOrgInfoSource } from './use-org-info-source';

type OrgInfoDrawerProps = OrgTarget & { opened: boolean; onClose: () => void };

export function OrgInfoDrawer({ opened, onClose, ...target }: OrgInfoDrawerProps) {
  const source = useOrgInfoSource(target, opened);
  const narrow = useNarrowPhone();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 560}
      title="Org Info"
      data-testid="org-info-drawer"
    >
      {source.loadError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {AGENT_MESSAGES.listError(source.loadError.message)}
        </Alert>
      )}
      {!source.loadError && !source.initial && <Skeleton h={320} />}
      {/* Mounted only while open, so each opening starts from what the server holds. */}
      {source.initial && opened && <OrgInfoForm source={source} initial={source.initial} onClose={onClose} />}
    </Drawer>
  );
}

function OrgInfoForm({
  source,
  initial,
  onClose,
}: {
  source: OrgInfoSource;
  initial: OrgInfoDraft;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [serverFailure, setServerFailure] = useState<string | null>(null);
  const set = (patch: Partial<OrgInfoDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = showErrors ? validateOrgInfo(draft, source.mode) : {};
  // Shown in the drawer, not as a notice: notices would cover the drawer's buttons.
  const failure = Object.values(errors)[0] ?? serverFailure;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setServerFailure(null);
    if (Object.keys(validateOrgInfo(draft, source.mode)).length > 0) return;
    source.save(
      draft,
      () => {
        notifyOk(ORG_MESSAGES.updated);
        onClose();
      },
      (error) => setServerFailure(ORG_MESSAGES.updateFailed(error.message)),
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="org-info-form">
      <Stack gap="md">
        <TextInput
          label="Organization name"
          required
          value={draft.name}
          error={errors.name}
          maxLength={200}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-testid="org-name"
        />
        <LogoField
          label="Logo"
          name={draft.name}
          value={draft.squarePhotoURL}
          onChange={(url) => set({ squarePhotoURL: url })}
        />
        {source.mode === 'root' && (
          <OrgSettingsFields
            draft={draft}
            errors={errors}
            set={set}
            agents={source.agents}
            paymentConnected={source.paymentConnected}
          />
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
          <Button type="submit" loading={source.saving} data-testid="org-info-save">
            Save &amp; Close
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
