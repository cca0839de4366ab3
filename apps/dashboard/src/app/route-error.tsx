import { Alert, Button, Center, Stack } from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** A page failed to load (network down, server error): say so and offer a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" maw={480}>
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="This page could not be loaded"
          w="100%"
        >
          {AGENT_MESSAGES.listError(error instanceof Error ? error.message : String(error))}
        </Alert>
        <Button variant="default" onClick={reset}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
