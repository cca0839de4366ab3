// The root-admin-only part of Org Info (R-ORG-12, R-ORG-13, R-ORG-16): dashboard language and layout,
// the organisation's agents, handoff, tags, canned responses, billing and client access.
import { MultiSelect, SegmentedControl, Select, Stack, Switch, TagsInput, Text } from '@mantine/core';
import type { TOrgAgent } from '@parley/contract/org-admin';
import { PREDEFINED_TAG_LIMITS } from '@parley/messages/organisations';
import { CollapsiblePanel } from '../lib/collapsible-panel';
import { AccessMessageField } from './access-message-field';
import { CannedResponsesEditor } from './canned-responses-editor';
import type { OrgInfoDraft, OrgInfoErrors } from './org-info-form';
import { languageOptions } from './org-languages';
import { ORG_UI_MESSAGES } from './org-notices';

interface OrgSettingsFieldsProps {
  draft: OrgInfoDraft;
  errors: OrgInfoErrors;
  set: (patch: Partial<OrgInfoDraft>) => void;
  agents: TOrgAgent[];
  paymentConnected: boolean;
}

/** Agents of the workspace, plus ids the organisation holds that are not listed (another region). */
function agentOptions(agents: TOrgAgent[], selected: string[]) {
  const known = agents.map((a) => ({ value: a.ID, label: a.title || a.ID }));
  const others = selected
    .filter((id) => !agents.some((a) => a.ID === id))
    .map((id) => ({ value: id, label: id }));
  return [...known, ...others];
}

export function OrgSettingsFields({ draft, errors, set, agents, paymentConnected }: OrgSettingsFieldsProps) {
  // Billing already on stays switchable off after a disconnect; switching it on needs the account.
  const billingLocked = !paymentConnected && !draft.allowBilling;
  return (
    <Stack gap="sm">
      <CollapsiblePanel title="Client dashboard" description="Language, layout and agents" defaultOpen>
        <Stack gap="sm">
          <Select
            label="Dashboard language"
            data={languageOptions(draft.preferredLanguage)}
            value={draft.preferredLanguage}
            allowDeselect={false}
            onChange={(v) => v && set({ preferredLanguage: v })}
            data-testid="org-language"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Dashboard layout
            </Text>
            <SegmentedControl
              data={[
                { value: 'vertical', label: 'Vertical' },
                { value: 'horizontal', label: 'Horizontal' },
              ]}
              value={draft.dashboardLayout}
              onChange={(v) => set({ dashboardLayout: v })}
              data-testid="org-layout"
            />
          </Stack>
          <MultiSelect
            label="Agents"
            description="The workspace agents that belong to this organization."
            placeholder={draft.widgetIDs.length ? undefined : 'Pick agents'}
            data={agentOptions(agents, draft.widgetIDs)}
            value={draft.widgetIDs}
            onChange={(v) => set({ widgetIDs: v })}
            searchable
            clearable
            nothingFoundMessage="No agent with that name"
            data-testid="org-agents"
          />
        </Stack>
      </CollapsiblePanel>

      <CollapsiblePanel title="Conversations" description="Handoff to people and the chat window">
        <Stack gap="sm">
          <Switch
            label="Human handoff"
            description="Visitors can be handed over to a team member."
            checked={!draft.disableHandoff}
            onChange={(e) => set({ disableHandoff: !e.currentTarget.checked })}
          />
          <Switch
            label="Smart handoff"
            description="The agent decides when a conversation needs a person."
            checked={draft.smartHandoff}
            onChange={(e) => set({ smartHandoff: e.currentTarget.checked })}
          />
          <Switch
            label="Handoff messages"
            description="Tell visitors when a person joins or leaves the conversation."
            checked={!draft.disableHandoffMessages}
            onChange={(e) => set({ disableHandoffMessages: !e.currentTarget.checked })}
          />
          <Switch
            label="Continuous session UI"
            description="Show earlier sessions of a visitor as one conversation."
            checked={draft.continousSessionUI}
            onChange={(e) => set({ continousSessionUI: e.currentTarget.checked })}
          />
        </Stack>
      </CollapsiblePanel>

      <CollapsiblePanel title="Tags and canned responses">
        <Stack gap="sm">
          <TagsInput
            label="Predefined tags"
            description="Press Enter after each tag."
            value={draft.predefinedTags}
            onChange={(v) => set({ predefinedTags: v })}
            maxTags={PREDEFINED_TAG_LIMITS.max}
            maxLength={PREDEFINED_TAG_LIMITS.length}
            clearable
            data-testid="org-tags"
          />
          <Switch
            label="Predefined tags only"
            description="Team members can only use the tags above."
            checked={draft.disallowAnyTags}
            onChange={(e) => set({ disallowAnyTags: e.currentTarget.checked })}
            data-testid="org-tags-only"
          />
          <Switch
            label="Canned responses"
            description="Team members insert saved replies by their shortcut."
            checked={draft.enableCannedResponses}
            onChange={(e) => set({ enableCannedResponses: e.currentTarget.checked })}
            data-testid="org-canned-toggle"
          />
          {draft.enableCannedResponses && (
            <CannedResponsesEditor
              value={draft.cannedResponses}
              onChange={(v) => set({ cannedResponses: v })}
              error={errors.cannedResponses}
            />
          )}
        </Stack>
      </CollapsiblePanel>

      <CollapsiblePanel title="Billing and access" defaultOpen={draft.disableClientAccess}>
        <Stack gap="sm">
          <Switch
            label="Billing"
            description={
              billingLocked ? ORG_UI_MESSAGES.billingNeedsConnect : 'Clients buy their own credits.'
            }
            checked={draft.allowBilling}
            disabled={billingLocked}
            onChange={(e) => set({ allowBilling: e.currentTarget.checked })}
            data-testid="org-billing"
          />
          <Switch
            label="Client access"
            description="Turn off to block every client of this organization from signing in."
            checked={!draft.disableClientAccess}
            onChange={(e) => set({ disableClientAccess: !e.currentTarget.checked })}
            data-testid="org-client-access"
          />
          <AccessMessageField
            value={draft.disableClientAccessMessage}
            onChange={(v) => set({ disableClientAccessMessage: v })}
            error={errors.disableClientAccessMessage}
          />
        </Stack>
      </CollapsiblePanel>
    </Stack>
  );
}
