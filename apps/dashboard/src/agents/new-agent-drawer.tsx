// The New Agent drawer (R-AGC-1..13): a name, a template, Create.
import { Alert, Button, Drawer, Group, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { TEMPLATE_TABS, type TemplateTab, templatesForTab } from '@parley/agents/domain/templates';
import type { TAgentTemplateId } from '@parley/contract/agents';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNarrowPhone } from '../lib/use-viewport';
import { useRegion } from '../shell/use-region';
import { TemplateCard } from './template-card';
import { useCreateAgent } from './use-create-agent';

/**
 * The first card of 'All Templates' starts selected, so the drawer opens with a visible choice and
 * one click (name + Create) gives a working support agent; 'Blank Template' is one click away.
 */
const DEFAULT_TEMPLATE: TAgentTemplateId = 'customer-support';

interface NewAgentDrawerProps {
  opened: boolean;
  onClose: () => void;
}

export function NewAgentDrawer({ opened, onClose }: NewAgentDrawerProps) {
  const region = useRegion();
  const phone = useNarrowPhone();
  const [name, setName] = useState('');
  const [tab, setTab] = useState<TemplateTab>('All Templates');
  const [template, setTemplate] = useState<TAgentTemplateId>(DEFAULT_TEMPLATE);
  const { create, isPending } = useCreateAgent(region, () => {
    onClose();
    setName('');
    setTab('All Templates');
    setTemplate(DEFAULT_TEMPLATE);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create(name, template);
  };

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 560}>
      <Drawer.Overlay backgroundOpacity={0.35} blur={2} />
      <Drawer.Content aria-describedby="new-agent-subtitle" data-testid="new-agent-drawer">
        <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
          <Drawer.Header
            px="xl"
            pt="lg"
            pb="md"
            style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
          >
            <Stack gap={2}>
              <Drawer.Title fz="xl" fw={650}>
                {AGENT_MESSAGES.drawerTitle}
              </Drawer.Title>
              <Text id="new-agent-subtitle" size="sm" c="dimmed">
                {AGENT_MESSAGES.drawerSubtitle}
              </Text>
            </Stack>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>

          <Drawer.Body px="xl" py="lg" style={{ flex: 1 }}>
            <Stack gap="lg">
              <TextInput
                label={AGENT_MESSAGES.nameLabel}
                placeholder="e.g. Acme Support"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={200}
                required
                data-autofocus
              />

              <Stack gap="xs">
                <Text fw={500} size="sm">
                  Template
                </Text>
                <Tabs value={tab} onChange={(v) => v && setTab(v as TemplateTab)} keepMounted={false}>
                  <Tabs.List mb="md">
                    {TEMPLATE_TABS.map((t) => (
                      <Tabs.Tab key={t} value={t}>
                        {t}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {TEMPLATE_TABS.map((t) => (
                    <Tabs.Panel key={t} value={t}>
                      <SimpleGrid
                        cols={{ base: 1, xs: 2 }}
                        spacing="sm"
                        role="radiogroup"
                        aria-label="Agent template"
                      >
                        {templatesForTab(t).map((tpl) => (
                          <TemplateCard
                            key={tpl.id}
                            template={tpl}
                            selected={tpl.id === template}
                            onSelect={() => setTemplate(tpl.id)}
                          />
                        ))}
                      </SimpleGrid>
                    </Tabs.Panel>
                  ))}
                </Tabs>
              </Stack>

              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                {AGENT_MESSAGES.integrationsNotice}
              </Alert>
            </Stack>
          </Drawer.Body>

          <Group
            justify="flex-end"
            gap="sm"
            px="xl"
            py="md"
            pos="sticky"
            bottom={0}
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--parley-surface-border)' }}
          >
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim()} loading={isPending}>
              Create
            </Button>
          </Group>
        </form>
      </Drawer.Content>
    </Drawer.Root>
  );
}
