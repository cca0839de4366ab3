// Sends a tool's test webhook (R-TOOL-4) with sample values and shows the request and the response.
import { Alert, Badge, Button, Code, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import type { ToolView } from '@parley/tools/domain/tool';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useToolMutations } from './use-tools';

interface ToolTestModalProps {
  region: Region;
  agentId: string;
  tool: ToolView;
  onClose: () => void;
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export function ToolTestModal({ region, agentId, tool, onClose }: ToolTestModalProps) {
  const [samples, setSamples] = useState<Record<string, string>>({});
  const { test } = useToolMutations(region, agentId);
  const report = test.data;
  const send = () => test.mutate({ region, agentId, toolId: tool.id, sampleValues: samples });
  const asked = tool.fields.filter((f) => f.value === '');

  return (
    <Modal opened onClose={onClose} title={`Test ${tool.name}`} size="xl">
      <Stack gap="md" data-testid="tool-test">
        {asked.map((field) => (
          <TextInput
            key={field.key}
            label={`${field.key} (${field.type})`}
            description={field.description || undefined}
            placeholder={field.defaultValue || undefined}
            value={samples[field.key] ?? ''}
            onChange={(e) => setSamples((s) => ({ ...s, [field.key]: e.currentTarget.value }))}
          />
        ))}
        <Group>
          <Button
            leftSection={<IconSend size={16} />}
            onClick={send}
            loading={test.isPending}
            data-testid="send-tool-test"
          >
            Send test
          </Button>
        </Group>
        {test.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {test.error.message}
          </Alert>
        )}
        {report && (
          <>
            <Text fw={600} size="sm">
              Request: POST {report.request.url}
            </Text>
            <ScrollArea.Autosize mah={260} type="auto">
              <Code block>
                {JSON.stringify({ headers: report.request.headers, body: report.request.body }, null, 2)}
              </Code>
            </ScrollArea.Autosize>
            {report.error && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {report.error}
              </Alert>
            )}
            {report.response && (
              <>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    Response
                  </Text>
                  <Badge
                    color={report.response.status < 300 ? 'green' : 'red'}
                    variant="light"
                    data-testid="tool-test-status"
                  >
                    HTTP {report.response.status}
                  </Badge>
                  {report.response.truncated && <Badge variant="light">truncated</Badge>}
                </Group>
                <ScrollArea.Autosize mah={260} type="auto">
                  <Code block>{pretty(report.response.body) || '(empty body)'}</Code>
                </ScrollArea.Autosize>
              </>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
