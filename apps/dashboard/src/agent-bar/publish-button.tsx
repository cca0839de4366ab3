// The top bar's Publish button (R-VER-12): 'Published' and disabled while the draft equals the live agent.
import { Button } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { usePublish } from './use-publish';

export function PublishButton({ region, agentId }: { region: Region; agentId: string }) {
  const { ready, published, pending, publish } = usePublish(region, agentId);
  return (
    <Button
      size="xs"
      variant={published ? 'light' : 'filled'}
      color={published ? 'gray' : 'blue'}
      leftSection={published ? <IconCircleCheck size={14} /> : <IconRocket size={14} />}
      disabled={!ready || published}
      loading={pending}
      onClick={publish}
      data-testid="publish-button"
      data-state={published ? 'published' : 'draft'}
    >
      {published ? VERSION_MESSAGES.published : VERSION_MESSAGES.publish}
    </Button>
  );
}
