// The agent's Settings tab: sub-tabs from the settings catalogue (R-SRC-5, ?tab=<key>), each section's
// fields for the agent's platform, saved into the draft with the R-VER-17 status and R-VER-18 notices.
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  fieldsFor,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SettingsSectionKey,
  settingsSection,
} from '@parley/agent-page/settings-sections';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useAgentDraft } from '../drafts/use-agent-draft';
import { usePhone } from '../lib/use-viewport';
import { FieldInput } from './field-input';
import { SaveBar } from './save-bar';
import { readPath } from './settings-form';
import { type DraftForm, useDraftForm } from './use-draft-form';

interface SettingsTabProps {
  region: Region;
  agentId: string;
  /** The `?tab=` sub-tab; anything unknown shows 'core'. */
  section?: string;
  onSectionChange: (section: SettingsSectionKey) => void;
}

const DEFAULT_SECTION = SETTINGS_SECTIONS[0] as SettingsSection;

export function SettingsTab({ region, agentId, section, onSectionChange }: SettingsTabProps) {
  const draft = useAgentDraft(region, agentId);
  const form = useDraftForm(draft);
  const phone = usePhone();
  const current = (section && settingsSection(section)) || DEFAULT_SECTION;
  const platform = typeof form.local.agentPlatform === 'string' ? form.local.agentPlatform : 'vg';
  const unsaved = (s: SettingsSection) => !form.scope(fieldsFor(s, platform)).saved;

  // Phones: keep the chosen section's chip in view in the scrolling row.
  const chips = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the section or the layout changes; the DOM is read through the ref.
  useEffect(() => {
    chips.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current.key, phone]);

  const nav = phone ? (
    <ScrollArea type="never" mx="calc(var(--mantine-spacing-md) * -1)">
      <Group ref={chips} gap={6} wrap="nowrap" px="md" pb={4} role="tablist" aria-label="Settings sections">
        {SETTINGS_SECTIONS.map((s) => (
          <Button
            key={s.key}
            size="xs"
            radius="xl"
            variant={s.key === current.key ? 'filled' : 'default'}
            role="tab"
            aria-selected={s.key === current.key}
            onClick={() => onSectionChange(s.key)}
            rightSection={unsaved(s) ? <UnsavedDot /> : undefined}
            data-testid={`settings-section-${s.key}`}
            style={{ flexShrink: 0 }}
          >
            {s.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  ) : (
    <Card withBorder padding={6} w={210} style={{ flexShrink: 0, position: 'sticky', top: 80 }}>
      <Box component="nav" aria-label="Settings sections">
        {SETTINGS_SECTIONS.map((s) => (
          <NavLink
            key={s.key}
            component="button"
            label={s.label}
            active={s.key === current.key}
            aria-current={s.key === current.key ? 'page' : undefined}
            onClick={() => onSectionChange(s.key)}
            rightSection={unsaved(s) ? <UnsavedDot /> : undefined}
            data-testid={`settings-section-${s.key}`}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        ))}
      </Box>
    </Card>
  );

  return (
    <Stack gap="md">
      <div>
        <Text fw={650} size="lg">
          Settings
        </Text>
        <Text size="sm" c="dimmed">
          How the agent answers, behaves in the widget and connects to other services.
        </Text>
      </div>
      {draft.loadError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {AGENT_MESSAGES.listError(draft.loadError.message)}
        </Alert>
      ) : phone ? (
        <Stack gap="md">
          {nav}
          <SectionCard form={form} section={current} platform={platform} />
        </Stack>
      ) : (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          {nav}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <SectionCard form={form} section={current} platform={platform} />
          </Box>
        </Group>
      )}
    </Stack>
  );
}

function SectionCard({
  form,
  section,
  platform,
}: {
  form: DraftForm;
  section: SettingsSection;
  platform: string;
}) {
  const fields = fieldsFor(section, platform);
  const scope = form.scope(fields);
  const general = form.errors[''];
  return (
    <Card withBorder padding="lg" pb={0} data-testid="settings-section" data-section={section.key}>
      <Stack gap="lg">
        <div>
          <Title order={3} fz="md">
            {section.label}
          </Title>
          <Text size="sm" c="dimmed">
            {section.description}
          </Text>
        </div>
        {!form.loaded
          ? fields.map((f) => <Skeleton key={f.path} h={58} />)
          : fields.map((field) => (
              <FieldInput
                key={field.path}
                field={field}
                prefix="settings"
                value={field.kind === 'secret' ? form.typed(field.path) : form.value(field.path)}
                secretSet={field.kind === 'secret' ? isSet(form.server, field.path) : undefined}
                error={errorFor(form.errors, field.path)}
                doc={form.local}
                onChange={(next) => form.change(field, next)}
              />
            ))}
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing to set here for this agent’s platform.
          </Text>
        )}
        {general && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {general}
          </Alert>
        )}
      </Stack>
      <SaveBar scope={scope} saving={form.saving} prefix="settings" />
    </Card>
  );
}

/** The field's message, or the first one of a value inside it ('tabs.0.iframeUrl' shows under Tabs). */
function errorFor(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

function isSet(doc: Record<string, unknown>, path: string): boolean {
  const value = readPath(doc, path);
  return (typeof value === 'string' && value !== '') || value === true;
}

function UnsavedDot() {
  return (
    <Box
      w={8}
      h={8}
      bg="var(--mantine-color-orange-6)"
      style={{ borderRadius: '50%' }}
      aria-label="Unsaved changes"
      role="img"
    />
  );
}
