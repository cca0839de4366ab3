// 'Website Script' from the top bar and the Deploy menu (R-APS-18, R-APS-19): the embed snippet to copy.
import { Modal } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { WebsiteScriptCard } from '../agents/website-script-card';

interface WebsiteScriptModalProps {
  opened: boolean;
  onClose: () => void;
  agentId: string;
  region: Region;
}

export function WebsiteScriptModal({ opened, onClose, agentId, region }: WebsiteScriptModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Website Script" size="lg" centered>
      <WebsiteScriptCard agentId={agentId} region={region} />
    </Modal>
  );
}
