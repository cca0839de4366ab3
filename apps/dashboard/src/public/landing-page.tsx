// / for an anonymous visitor: what Parley is, what it does, and how to start.
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { ChatPreview } from './chat-preview';
import { FeatureGrid } from './feature-grid';
import type { ProductPage } from './product-pages';
import classes from './public.module.css';

const FEATURES: ProductPage['features'] = [
  {
    icon: 'chat',
    title: 'Start from a template',
    text: 'Customer support, sales, booking and more: a working agent in a minute, then make it yours.',
  },
  {
    icon: 'book',
    title: 'Knowledge that stays current',
    text: 'Add text, files and web sites. Parley re-reads them on your schedule and cites its sources.',
  },
  {
    icon: 'handoff',
    title: 'Hand over to people',
    text: 'When a visitor asks for a human, your team takes the conversation from the dashboard.',
  },
  {
    icon: 'code',
    title: 'Embed anywhere',
    text: 'One script tag puts the chat on any site, isolated from its styles and scripts.',
  },
  {
    icon: 'history',
    title: 'Draft, publish, roll back',
    text: 'Changes wait in a draft until you publish; the last 20 versions are one click away.',
  },
  {
    icon: 'users',
    title: 'Agency mode',
    text: 'Resell agents to clients with their own dashboards, organisations and credits.',
  },
];

const STEPS = [
  { title: 'Create an agent', text: 'Name it and pick a template in the New Agent drawer.' },
  { title: 'Teach it', text: 'Add your FAQ, documents or web site as knowledge.' },
  { title: 'Go live', text: 'Paste the script tag on your site and watch conversations arrive.' },
];

export function LandingPage() {
  useDocumentTitle('Parley: AI chat agents for your web site');
  return (
    <>
      <Box className={classes.hero} data-testid="landing-hero">
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
            <Stack gap="lg" maw={640}>
              <Badge variant="light" size="lg" radius="sm" w="fit-content">
                Open source · self-hosted · free
              </Badge>
              <Title order={1} fz={{ base: 36, sm: 50 }} lh={1.08} style={{ letterSpacing: '-0.03em' }}>
                AI agents that answer your customers, and know when to call a person.
              </Title>
              <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={600}>
                Parley builds chat agents from your own knowledge, puts them on your web site with one script
                tag, and hands conversations to your team when it matters.
              </Text>
              <Group gap="sm" mt="sm">
                <Button component={Link} to="/signup" size="lg" rightSection={<IconArrowRight size={18} />}>
                  Get started free
                </Button>
                <Button component={Link} to="/pricing" size="lg" variant="default">
                  See pricing
                </Button>
              </Group>
            </Stack>
            <Box visibleFrom="md" style={{ flexShrink: 0 }}>
              <ChatPreview />
            </Box>
          </Group>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap={48}>
          <Stack gap="xs" maw={640}>
            <Title order={2} fz={{ base: 26, sm: 34 }}>
              Everything a support or sales agent needs
            </Title>
            <Text c="dimmed">Build, test and run agents in one place, on servers you control.</Text>
          </Stack>
          <FeatureGrid features={FEATURES} cols={3} />

          <Stack gap="lg">
            <Title order={2} fz={{ base: 26, sm: 34 }}>
              Live in three steps
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {STEPS.map((step, i) => (
                <Group key={step.title} align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={36} radius="xl" variant="light">
                    <Text fw={700}>{i + 1}</Text>
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Text fw={600}>{step.title}</Text>
                    <Text size="sm" c="dimmed">
                      {step.text}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </SimpleGrid>
          </Stack>

          <Card withBorder padding="xl" radius="lg" bg="var(--mantine-primary-color-light)">
            <Group justify="space-between" gap="lg">
              <Stack gap={4}>
                <Title order={2} fz={24}>
                  Your first agent is five minutes away
                </Title>
                <Text c="dimmed">No card, no trial clock. Pick the region your data lives in.</Text>
              </Stack>
              <Button component={Link} to="/signup" size="md">
                Create your account
              </Button>
            </Group>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
