// The workspace menu's 'Settings' (R-SHL-9): name and logo, members and invitations, API access,
// and the danger zone. Members see the same modal without the owner's controls.
import { Divider, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMe } from '../lib/use-me';
import { useNarrowPhone } from '../lib/use-viewport';
import { ApiSecretSection } from './api-secret-section';
import { DangerSection } from './danger-section';
import { GeneralSection } from './general-section';
import { MembersSection } from './members-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SettingsModal({ onClose, onInvite }: { onClose: () => void; onInvite: () => void }) {
  const me = useMe();
  const narrow = useNarrowPhone();
  if (!me) return null;
  const { workspace } = me;
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={600}>Workspace settings</Text>}
      size="lg"
      fullScreen={narrow}
      data-testid="workspace-settings"
    >
      <Stack gap="lg">
        <GeneralSection key={workspace.uid} workspace={workspace} />
        <Divider />
        <Section title="Members">
          <MembersSection onInvite={onInvite} />
        </Section>
        {workspace.isOwner && (
          <>
            <Divider />
            <Section title="API access">
              <ApiSecretSection />
            </Section>
          </>
        )}
        {(!workspace.isOwner || !workspace.isPersonal) && (
          <>
            <Divider />
            <Section title={workspace.isOwner ? 'Danger zone' : 'Leave'}>
              <DangerSection onDone={onClose} />
            </Section>
          </>
        )}
      </Stack>
    </Modal>
  );
}
