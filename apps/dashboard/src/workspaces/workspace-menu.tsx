// The workspace menu of the top bar (R-SHL-9): 'Settings', '+ New User', the Outbox, the list of
// workspaces to switch between, '+ New Workspace'. Names are truncated at 20 characters (R-SHL-12).
import { Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { REGION_INFO } from '@parley/kernel/regions';
import {
  IconBuilding,
  IconCheck,
  IconMail,
  IconSelector,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { truncateName } from '../lib/text';
import { useMe } from '../lib/use-me';
import { useRegion } from '../shell/use-region';
import { useSwitchWorkspace, useWorkspaceList } from './use-workspaces';
import { WorkspaceAvatar } from './workspace-avatar';

const SettingsModal = lazy(() => import('./settings-modal').then((m) => ({ default: m.SettingsModal })));
const InviteModal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));
const NewWorkspaceModal = lazy(() =>
  import('./new-workspace-modal').then((m) => ({ default: m.NewWorkspaceModal })),
);

type Dialog = 'settings' | 'invite' | 'new' | null;

interface WorkspaceMenuProps {
  /** Hide the name below this breakpoint (the avatar stays). */
  nameVisibleFrom?: 'xs' | 'sm' | 'md';
}

export function WorkspaceMenu({ nameVisibleFrom = 'xs' }: WorkspaceMenuProps) {
  const me = useMe();
  const region = useRegion();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useWorkspaceList(opened);
  const { switchTo, pending } = useSwitchWorkspace();
  if (!me) return null;
  const { workspace } = me;
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-start" width={280} shadow="md" withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <UnstyledButton
            aria-label="Workspace menu"
            data-testid="workspace-menu"
            px={6}
            py={4}
            style={{ borderRadius: 8, minWidth: 0 }}
          >
            <Group gap={8} wrap="nowrap" miw={0}>
              <WorkspaceAvatar
                uid={workspace.uid}
                name={workspace.workspaceName}
                photoURL={workspace.workspacePhotoURL}
              />
              <Text
                size="sm"
                fw={500}
                truncate
                maw={180}
                title={workspace.workspaceName}
                visibleFrom={nameVisibleFrom}
                data-testid="workspace-name"
              >
                {truncateName(workspace.workspaceName)}
              </Text>
              <IconSelector size={14} style={{ flexShrink: 0, opacity: 0.6 }} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="workspace-menu-dropdown">
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => setDialog('settings')}>
            Settings
          </Menu.Item>
          {workspace.isOwner && (
            <>
              <Menu.Item leftSection={<IconUsers size={16} />} onClick={() => setDialog('invite')}>
                + New User
              </Menu.Item>
              <Menu.Item
                leftSection={<IconMail size={16} />}
                onClick={() => void navigate({ to: '/app/$region/outbox', params: { region } })}
              >
                Outbox
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Label>Workspaces</Menu.Label>
          {list.isPending && <Menu.Item disabled>Loading…</Menu.Item>}
          {list.data?.map((w) => (
            <Menu.Item
              key={`${w.region}:${w.uid}`}
              disabled={pending}
              data-testid="workspace-option"
              leftSection={
                <WorkspaceAvatar
                  uid={w.uid}
                  name={w.workspaceName}
                  photoURL={w.workspacePhotoURL}
                  size={22}
                />
              }
              rightSection={w.active ? <IconCheck size={14} aria-label="Current workspace" /> : null}
              onClick={() => {
                if (!w.active) void switchTo(w);
              }}
            >
              <Group gap={6} wrap="nowrap" miw={0}>
                <Text size="sm" truncate title={w.workspaceName}>
                  {truncateName(w.workspaceName)}
                </Text>
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {REGION_INFO[w.region].label}
                </Badge>
              </Group>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconBuilding size={16} />} onClick={() => setDialog('new')}>
            + New Workspace
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'settings' && <SettingsModal onClose={close} onInvite={() => setDialog('invite')} />}
        {dialog === 'invite' && <InviteModal onClose={close} />}
        {dialog === 'new' && <NewWorkspaceModal onClose={close} />}
      </Suspense>
    </>
  );
}
