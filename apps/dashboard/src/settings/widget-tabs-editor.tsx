// The widget's Home, Chats and FAQ tabs (R-WTB-1..9): label, icon and visibility of each; the Home
// greeting, description and buttons (icebreakers for askQuestion) and optional page; the FAQ page.
import { Accordion, Alert, Group, Input, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { editableTabs, HOME_BUTTON_LABELS, TAB_NAMES } from '@parley/agent-page/widget-tabs';
import type { TWidgetTab } from '@parley/contract/widget-tabs';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Home = NonNullable<TWidgetTab['homeSpecific']>;
type HomeButton = NonNullable<Home['buttons']>[number];

interface Props {
  label: string;
  description: string;
  value: unknown;
  widgetType: unknown;
  onChange: (tabs: TWidgetTab[]) => void;
  error?: ReactNode;
  testId: string;
}

/** '500' → 500; '55dvh' stays text; '' → undefined. */
const heightValue = (text: string): TWidgetTab['iframeHeight'] =>
  text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim();

export function WidgetTabsEditor({ label, description, value, widgetType, onChange, error, testId }: Props) {
  const tabs = editableTabs(value, widgetType);
  const patchTab = (key: TWidgetTab['key'], change: Partial<TWidgetTab>) =>
    onChange(tabs.map((t) => (t.key === key ? { ...t, ...change } : t)));
  const patchHome = (change: Partial<Home>) => {
    const home = tabs.find((t) => t.key === 'home');
    patchTab('home', { homeSpecific: { ...home?.homeSpecific, ...change } });
  };
  const patchButton = (key: HomeButton['key'], change: Partial<HomeButton>) => {
    const buttons = tabs.find((t) => t.key === 'home')?.homeSpecific?.buttons ?? [];
    patchHome({ buttons: buttons.map((b) => (b.key === key ? { ...b, ...change } : b)) });
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
      <Stack gap="sm" mt={8}>
        {widgetType !== 'tabs' && (
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={18} />}
            data-testid="widget-tabs-off"
          >
            The widget shows a single chat. Choose “Tabs” as the widget type under Interface to show these
            tabs.
          </Alert>
        )}
        {tabs.length > 0 && (
          <Accordion variant="contained" multiple defaultValue={['home']}>
            {tabs.map((tab) => (
              <Accordion.Item key={tab.key} value={tab.key} data-testid={`widget-tab-${tab.key}`}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {tab.label || TAB_NAMES[tab.key]}
                    </Text>
                    {tab.hide && (
                      <Text size="xs" c="dimmed">
                        hidden
                      </Text>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Group grow align="flex-start" wrap="wrap">
                      <TextInput
                        label="Label"
                        placeholder={TAB_NAMES[tab.key]}
                        value={tab.label ?? ''}
                        onChange={(e) => patchTab(tab.key, { label: e.currentTarget.value })}
                        miw={160}
                        data-testid={`widget-tab-${tab.key}-label`}
                      />
                      <TextInput
                        label="Icon URL"
                        placeholder="https://"
                        value={tab.iconUrl ?? ''}
                        onChange={(e) => patchTab(tab.key, { iconUrl: e.currentTarget.value })}
                        miw={160}
                      />
                    </Group>
                    <Switch
                      label="Hide this tab"
                      checked={tab.hide === true}
                      onChange={(e) => patchTab(tab.key, { hide: e.currentTarget.checked })}
                      data-testid={`widget-tab-${tab.key}-hide`}
                    />
                    {tab.key === 'home' && (
                      <HomeFields
                        tab={tab}
                        patchHome={patchHome}
                        patchButton={patchButton}
                        patchTab={patchTab}
                      />
                    )}
                    {tab.key === 'faq' && <PageFields tab={tab} patchTab={patchTab} what="FAQ page" />}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function HomeFields({
  tab,
  patchHome,
  patchButton,
  patchTab,
}: {
  tab: TWidgetTab;
  patchHome: (change: Partial<Home>) => void;
  patchButton: (key: HomeButton['key'], change: Partial<HomeButton>) => void;
  patchTab: (key: TWidgetTab['key'], change: Partial<TWidgetTab>) => void;
}) {
  const home = tab.homeSpecific ?? {};
  return (
    <Stack gap="sm">
      <TextInput
        label="Greeting"
        description="Empty greets “Hello {name},”. {user.name} is replaced with the visitor’s name."
        placeholder="Hello {user.name},"
        value={home.headerTitle ?? ''}
        onChange={(e) => patchHome({ headerTitle: e.currentTarget.value })}
        data-testid="widget-tab-home-greeting"
      />
      <TextInput
        label="Description"
        placeholder="How can I help you today?"
        value={home.headerDescription ?? ''}
        onChange={(e) => patchHome({ headerDescription: e.currentTarget.value })}
      />
      <Switch
        label="Show the recent conversation"
        checked={home.showRecentConvo !== false}
        onChange={(e) => patchHome({ showRecentConvo: e.currentTarget.checked })}
      />
      <Text size="sm" fw={500}>
        Buttons
      </Text>
      {(home.buttons ?? []).map((button) => (
        <Stack
          key={button.key}
          gap={6}
          pl="sm"
          style={{ borderLeft: '2px solid var(--parley-surface-border)' }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Switch
              label={HOME_BUTTON_LABELS[button.key]}
              checked={button.show === true}
              onChange={(e) => patchButton(button.key, { show: e.currentTarget.checked })}
              data-testid={`home-button-${button.key}-show`}
              w={190}
            />
            <TextInput
              aria-label={`${HOME_BUTTON_LABELS[button.key]} label`}
              placeholder={HOME_BUTTON_LABELS[button.key]}
              value={button.label ?? ''}
              onChange={(e) => patchButton(button.key, { label: e.currentTarget.value })}
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          {button.key === 'askQuestion' && button.show === true && (
            <TagsInput
              label="Icebreakers"
              description="Questions offered as chips; press Enter after each (at most 10)."
              maxTags={10}
              value={button.iceBreakers ?? []}
              onChange={(iceBreakers) => patchButton(button.key, { iceBreakers })}
              data-testid="home-button-askQuestion-icebreakers"
            />
          )}
        </Stack>
      ))}
      <PageFields tab={tab} patchTab={patchTab} what="Page under the buttons (optional)" />
    </Stack>
  );
}

function PageFields({
  tab,
  patchTab,
  what,
}: {
  tab: TWidgetTab;
  patchTab: (key: TWidgetTab['key'], change: Partial<TWidgetTab>) => void;
  what: string;
}) {
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        label={what}
        placeholder="https://"
        value={tab.iframeUrl ?? ''}
        onChange={(e) => patchTab(tab.key, { iframeUrl: e.currentTarget.value })}
        miw={200}
        data-testid={`widget-tab-${tab.key}-iframe`}
      />
      <TextInput
        label="Height"
        description="Pixels, or a CSS height such as 55dvh."
        placeholder="500"
        value={tab.iframeHeight === undefined ? '' : String(tab.iframeHeight)}
        onChange={(e) => patchTab(tab.key, { iframeHeight: heightValue(e.currentTarget.value) })}
        miw={120}
      />
    </Group>
  );
}
