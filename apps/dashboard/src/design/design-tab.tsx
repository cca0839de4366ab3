// The Design tab: what the widget shows (header, colours, messages, images) saved into the draft, a live
// preview of the real widget beside it, then how replies are made and the Website Script.
import {
  ActionIcon,
  Alert,
  Box,
  Card,
  Code,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import type { AgentView } from '../agents/agent-view';
import { ResponderCard } from '../agents/responder-card';
import { WebsiteScriptCard } from '../agents/website-script-card';
import { useAgentDraft } from '../drafts/use-agent-draft';
import { useCopy } from '../lib/use-copy';
import { FieldInput, type FormField } from '../settings/field-input';
import { SaveBar } from '../settings/save-bar';
import { type DraftForm, useDraftForm } from '../settings/use-draft-form';
import {
  DESIGN_FIELDS,
  DESIGN_GROUPS,
  previewConfig,
  primaryOf,
  THEME_GROUP,
  validateDesign,
  withPrimary,
} from './design-form';
import { DesignPreview } from './design-preview';
import { ThemeEditor } from './theme-editor';
import { WidgetActions } from './widget-actions';

interface DesignTabProps {
  region: Region;
  agentId: string;
  agent: AgentView;
}

/** Room for the form and the 400 px preview side by side. */
const SIDE_BY_SIDE = '(min-width: 1100px)';

export function DesignTab({ region, agentId, agent }: DesignTabProps) {
  const draft = useAgentDraft(region, agentId);
  const form = useDraftForm(draft, validateDesign);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE, true, { getInitialValueInEffect: false });
  const scope = form.scope(DESIGN_FIELDS);
  const general = form.errors[''];

  const editor = (
    <Card withBorder padding="lg" pb={0} data-testid="design-form">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} fz="md">
              Widget design
            </Title>
            <Text size="sm" c="dimmed">
              What visitors see when they open the chat.
            </Text>
          </div>
          <AgentIdBadge id={agent.ID} />
        </Group>
        {draft.loadError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {AGENT_MESSAGES.listError(draft.loadError.message)}
          </Alert>
        )}
        {DESIGN_GROUPS.map((group) => (
          <Stack key={group.label} gap="md">
            <Divider label={group.label} labelPosition="left" />
            {group.label === THEME_GROUP && form.loaded ? (
              <ThemeEditor form={form} fields={group.fields} />
            ) : null}
            {group.fields.map((field) =>
              group.label === THEME_GROUP && form.loaded ? null : form.loaded ? (
                <DesignField key={field.path} field={field} form={form} />
              ) : (
                <Skeleton key={field.path} h={58} />
              ),
            )}
          </Stack>
        ))}
        {general && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {general}
          </Alert>
        )}
      </Stack>
      <SaveBar scope={scope} saving={form.saving} prefix="design" />
    </Card>
  );

  const preview = (
    <DesignPreview
      agentId={agentId}
      region={region}
      config={previewConfig(form.local, form.server)}
      unsaved={!scope.saved}
    />
  );

  return (
    <Stack gap="lg">
      <WidgetActions region={region} agentId={agentId} />
      {sideBySide ? (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>{editor}</Box>
          <Box pos="sticky" top={80} style={{ flexShrink: 0 }} w={426}>
            {preview}
          </Box>
        </Group>
      ) : (
        <>
          {editor}
          <Group justify="center">{preview}</Group>
        </>
      )}
      <ResponderCard />
      <WebsiteScriptCard agentId={agentId} region={region} />
    </Stack>
  );
}

/** One Design field; the primary colour is edited as a hex inside customThemeJSONString. */
function DesignField({ field, form }: { field: FormField; form: DraftForm }) {
  const stored = form.value(field.path);
  const colour = field.kind === 'color';
  return (
    <FieldInput
      field={field}
      prefix="design"
      value={colour ? primaryOf(stored) : stored}
      error={form.errors[field.path]}
      onChange={(next) => form.change(field, colour ? withPrimary(stored, String(next)) : next)}
    />
  );
}

function AgentIdBadge({ id }: { id: string }) {
  const { copy } = useCopy();
  return (
    <Group gap={4} wrap="nowrap">
      <Code fz="xs">{id}</Code>
      <Tooltip label="Copy agent ID">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Copy agent ID"
          onClick={() => void copy(id)}
        >
          <IconCopy size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
