// Ending is final for this chat: the visitor sees its end and may start a new conversation.
import { Button, Group, Modal, Text } from '@mantine/core';

interface EndConversationModalProps {
  opened: boolean;
  pending: boolean;
  visitor: string;
  onClose: () => void;
  onConfirm: () => void;
}

export function EndConversationModal({
  opened,
  pending,
  visitor,
  onClose,
  onConfirm,
}: EndConversationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="End this conversation?" centered>
      <Text size="sm">
        {visitor} will see that the chat has ended and can start a new conversation. The AI does not answer
        this one any more.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm} data-testid="confirm-end-conversation">
          End conversation
        </Button>
      </Group>
    </Modal>
  );
}
