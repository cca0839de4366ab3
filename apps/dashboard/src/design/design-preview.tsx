// The live preview: the real widget frame in preview mode, sent the unsaved design ('parley:preview')
// when it loads or says it is ready, and 150 ms after each change. Same origin only.
import { Box, Card, Group, Text } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { useEffect, useRef } from 'react';
import { testChatFrameSrc } from '../agents/embed-snippet';

export const PREVIEW_DEBOUNCE_MS = 150;
export const PREVIEW_WIDTH = 400;
export const PREVIEW_HEIGHT = 640;

interface DesignPreviewProps {
  agentId: string;
  region: Region;
  config: Record<string, unknown>;
  /** The form has edits not saved yet; the preview shows them. */
  unsaved: boolean;
}

export function DesignPreview({ agentId, region, config, unsaved }: DesignPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const json = JSON.stringify(config);
  const latest = useRef(json);
  latest.current = json;

  const post = () =>
    frame.current?.contentWindow?.postMessage(
      { type: 'parley:preview', config: JSON.parse(latest.current) as Record<string, unknown> },
      window.location.origin,
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the latest config through a ref; json is the trigger.
  useEffect(() => {
    const timer = setTimeout(post, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [json]);

  // The frame announces when its listener is up (it may be after 'load').
  // biome-ignore lint/correctness/useExhaustiveDependencies: post is stable in effect (refs only).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === 'parley:preview-ready') post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Card withBorder padding="sm" w="100%" maw={PREVIEW_WIDTH + 26}>
      <Group justify="space-between" mb="xs" px={4}>
        <Text size="sm" fw={600}>
          Preview
        </Text>
        {unsaved && (
          <Text size="xs" c="dimmed">
            Unsaved changes included
          </Text>
        )}
      </Group>
      <Box
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          border: '1px solid var(--parley-surface-border)',
          background: 'var(--parley-page-bg)',
        }}
      >
        <iframe
          ref={frame}
          title="Widget preview"
          src={testChatFrameSrc(agentId, region, { preview: true })}
          onLoad={post}
          data-testid="design-preview"
          style={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, border: 0 }}
        />
      </Box>
    </Card>
  );
}
