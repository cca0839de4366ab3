// /404: shown for unknown paths and for an agent that exists in neither region (R-APS-15).
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_MESSAGES } from '../messages';

export function NotFoundPage() {
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Text fw={800} fz={64} lh={1} c="blue" aria-hidden>
          404
        </Text>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">{DASHBOARD_MESSAGES.pageNotFound}</Text>
        <Button component={Link} to="/" mt="md">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
