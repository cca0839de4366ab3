// The widget settings buttons of the Design tab (R-WSP-3..7): Test Chatbot opens the test chat beside
// the page, Deploy Widget shows the embed snippet to copy, and the Prototype and Demo pages open in a tab.
import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deployWidgetView, testChatbotTarget } from '@parley/agent-page/widget-actions';
import type { Region } from '@parley/kernel/regions';
import { AGENT_NOTICE_MS } from '@parley/messages/agents';
import { IconAlertTriangle, IconExternalLink, IconMessageChatbot, IconRocket } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePublish } from '../agent-bar/use-publish';
import { WebsiteScriptCard } from '../agents/website-script-card';
import { useWidgetLinks } from './use-widget-links';

const AGENT_ROUTE = '/app/$region/agents/$agentId/$tab';

export function WidgetActions({ region, agentId }: { region: Region; agentId: string }) {
  const navigate = useNavigate();
  const links = useWidgetLinks(region, agentId);
  const { published } = usePublish(region, agentId);
  const [deployOpen, setDeployOpen] = useState(false);
  const test = testChatbotTarget(agentId);
  const deploy = deployWidgetView(agentId, { published });

  const openTestChat = () =>
    void navigate({
      from: AGENT_ROUTE,
      to: '.',
      search: (prev) => ({ ...prev, showDebugger: true }),
      replace: true,
      resetScroll: false,
    });

  const openDeploy = () => {
    if (deploy.kind === 'blocked')
      notifications.show({ color: 'red', message: deploy.message, autoClose: AGENT_NOTICE_MS });
    else setDeployOpen(true);
  };

  return (
    <Card withBorder padding="md" data-testid="widget-actions">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            Your widget
          </Text>
          <Text size="xs" c="dimmed">
            Try it, put it on your site, or share a page with it.
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMessageChatbot size={14} />}
            disabled={!test}
            onClick={openTestChat}
            data-testid="test-chatbot"
          >
            Test Chatbot
          </Button>
          <Button
            size="xs"
            leftSection={<IconRocket size={14} />}
            onClick={openDeploy}
            data-testid="deploy-widget"
          >
            Deploy Widget
          </Button>
          <Anchor
            href={links.prototype}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="prototype-link"
            style={linkStyle}
          >
            Prototype <IconExternalLink size={14} />
          </Anchor>
          <Anchor
            href={links.demo}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="demo-page-link"
            style={linkStyle}
          >
            Demo <IconExternalLink size={14} />
          </Anchor>
        </Group>
      </Group>
      <Modal
        opened={deployOpen}
        onClose={() => setDeployOpen(false)}
        title="Deploy Widget"
        size="lg"
        centered
      >
        <Stack gap="md">
          {deploy.kind === 'snippet' && deploy.notice && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="deploy-notice"
            >
              {deploy.notice} Visitors see the published agent; your latest edits go live when you publish
              them.
            </Alert>
          )}
          <WebsiteScriptCard agentId={agentId} region={region} />
        </Stack>
      </Modal>
    </Card>
  );
}

const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;
