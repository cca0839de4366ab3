// How this agent's replies are made on this installation: a language model, or the built-in offline responder.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function ResponderCard() {
  const trpc = useTRPC();
  const info = useQuery(trpc.system.runtime.queryOptions());
  if (!info.data) return null;
  const llm = info.data.responder === 'llm';
  return (
    <Card withBorder padding="lg" data-testid="responder-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            Replies
          </Title>
          <Badge variant="light" color={llm ? 'blue' : 'gray'} data-testid="responder-kind">
            {llm ? 'Language model' : 'Built-in offline responder'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {llm
            ? `Replies come from the model server at ${info.data.llmHost}${info.data.modelOverride ? ` (model ${info.data.modelOverride})` : ''}, grounded in the knowledge base${info.data.embeddings ? ' with semantic search' : ''}.`
            : 'No language model is configured, so replies quote the best passages of the knowledge base with their sources, and say so when nothing matches. Set OPENAI_BASE_URL to use a model (OpenAI, Ollama, vLLM, LM Studio).'}
        </Text>
      </Stack>
    </Card>
  );
}
