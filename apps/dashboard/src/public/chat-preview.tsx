// A still picture of a Parley chat for the hero: what a visitor sees, drawn with plain components.
import { Avatar, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconUserShare } from '@tabler/icons-react';
import { ParleyMark } from '../shell/parley-logo';

function Bubble({ from, children }: { from: 'bot' | 'human'; children: React.ReactNode }) {
  const bot = from === 'bot';
  return (
    <Box
      maw="82%"
      px={14}
      py={10}
      style={{
        alignSelf: bot ? 'flex-start' : 'flex-end',
        borderRadius: 16,
        borderBottomLeftRadius: bot ? 4 : 16,
        borderBottomRightRadius: bot ? 16 : 4,
        background: bot ? 'var(--mantine-color-default-hover)' : 'var(--mantine-primary-color-filled)',
        color: bot ? 'var(--mantine-color-text)' : 'var(--mantine-primary-color-contrast)',
        fontSize: 14,
        lineHeight: 1.45,
      }}
    >
      {children}
    </Box>
  );
}

export function ChatPreview() {
  return (
    <Paper withBorder shadow="xl" radius="lg" w={360} aria-hidden style={{ overflow: 'hidden' }}>
      <Group
        gap="sm"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <ParleyMark size={30} />
        <Stack gap={0}>
          <Text fw={600} size="sm">
            Acme Bikes
          </Text>
          <Text size="xs" c="teal">
            ● Online
          </Text>
        </Stack>
      </Group>
      <Stack gap={10} p="md">
        <Bubble from="bot">Hi! Ask me anything about our bikes, orders or shipping.</Bubble>
        <Bubble from="human">Do you ship to Norway?</Bubble>
        <Bubble from="bot">
          Yes. Every frame ships within Europe, Norway included, in five working days.
          <Group gap={4} mt={8}>
            <Badge size="sm" variant="default" leftSection={<IconFileText size={12} />} radius="sm">
              Shipping policy
            </Badge>
          </Group>
        </Bubble>
        <Bubble from="human">Can I talk to someone about a custom frame?</Bubble>
        <Group gap={8} wrap="nowrap" style={{ alignSelf: 'flex-start' }}>
          <Avatar size={26} radius="xl" color="grape">
            MK
          </Avatar>
          <Text size="xs" c="dimmed">
            <IconUserShare size={12} style={{ verticalAlign: -2 }} /> Maria from Acme joined the chat
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
