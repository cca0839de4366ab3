// The Knowledge tab (R-WSP-11, R-WSP-12): sources with name, relative age and status; search; add; preview.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { KNOWLEDGE_MESSAGES } from '@parley/messages/knowledge';
import { IconAlertTriangle, IconBooks, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRelativeTime } from '../lib/relative-time';
import { AddSourceModal, SOURCE_KINDS, type SourceKind } from './add-source-modal';
import { DocumentDrawer } from './document-drawer';
import { isKbApiMissing } from './kb-unavailable';
import { PreviewKbModal } from './preview-kb-modal';
import { StatusBadge } from './status-badge';
import { useKnowledgeList, useKnowledgeMutations } from './use-knowledge';

interface KnowledgeTabProps {
  region: Region;
  agentId: string;
  /** The document open in the drawer (?doc_id=, R-WSP-13). */
  docId?: string;
  onOpenDoc: (docId: string | undefined) => void;
}

export function KnowledgeTab({ region, agentId, docId, onOpenDoc }: KnowledgeTabProps) {
  const [search, setSearch] = useState('');
  // The kind the Add Source dialog opens on; null when closed.
  const [adding, setAdding] = useState<SourceKind | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const list = useKnowledgeList(region, agentId, search);
  const { remove } = useKnowledgeMutations(region, agentId);

  if (list.isError && isKbApiMissing(list.error)) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconBooks size={18} />}
        title={KNOWLEDGE_MESSAGES.apiNotPresent}
      >
        {KNOWLEDGE_MESSAGES.apiNotPresentHelp}
      </Alert>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {AGENT_MESSAGES.listError(list.error.message)}
      </Alert>
    );
  }
  const docs = list.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Text fw={650} size="lg">
            Knowledge
          </Text>
          <Text size="sm" c="dimmed">
            Texts, files and web pages the agent answers from.
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => setPreviewing(true)} data-testid="kb-preview">
            Preview KB
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button leftSection={<IconPlus size={16} />} data-testid="kb-add">
                Add Source
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {SOURCE_KINDS.map(({ value, label }) => (
                <Menu.Item key={value} onClick={() => setAdding(value)}>
                  {label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button variant="light" onClick={() => setAdding('text')} data-testid="kb-new">
            New Source
          </Button>
        </Group>
      </Group>
      <TextInput
        placeholder="Search documents by name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="kb-search"
      />
      {list.data && docs.length === 0 ? (
        <Card withBorder padding={48} data-testid="kb-empty">
          <EmptyState variant="light" icon={<IconBooks size={28} />} title="No Documents" />
        </Card>
      ) : (
        <Card withBorder padding={0}>
          {list.isPending && [0, 1].map((i) => <Skeleton key={i} h={56} m="xs" />)}
          {docs.map((doc, index) => (
            <Group
              key={doc.ID}
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="sm"
              style={{ borderTop: index ? '1px solid var(--parley-surface-border)' : undefined }}
              data-testid="kb-row"
            >
              <UnstyledButton onClick={() => onOpenDoc(doc.ID)} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" truncate="end">
                  {doc.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatRelativeTime(doc.ts)} · {doc.charCount.toLocaleString('en-US')} characters
                </Text>
              </UnstyledButton>
              <StatusBadge status={doc.status} error={doc.error} />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${doc.name}`}
                loading={remove.isPending && remove.variables?.docId === doc.ID}
                onClick={() => remove.mutate({ region, agentId, docId: doc.ID })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Card>
      )}
      <AddSourceModal
        key={adding ?? 'closed'}
        region={region}
        agentId={agentId}
        initialKind={adding ?? 'text'}
        opened={adding !== null}
        onClose={() => setAdding(null)}
      />
      <DocumentDrawer region={region} agentId={agentId} docId={docId} onClose={() => onOpenDoc(undefined)} />
      <PreviewKbModal
        region={region}
        agentId={agentId}
        opened={previewing}
        onClose={() => setPreviewing(false)}
      />
    </Stack>
  );
}
