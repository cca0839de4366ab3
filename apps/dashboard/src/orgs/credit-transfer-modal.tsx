// Credit transfer (R-ORG-17..19): workspace → organisation or back, both balances, the amount, the
// spec's messages, and the organisation's last transfers.
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { TTransferDirection } from '@parley/contract/org-credits';
import type { Region } from '@parley/kernel/regions';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { IconAlertTriangle } from '@tabler/icons-react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { notifyOk } from './org-notices';
import { checkTransfer } from './transfer-form';
import { TransferHistory } from './transfer-history';

interface CreditTransferModalProps {
  region: Region;
  orgId: string;
  orgName: string;
  opened: boolean;
  onClose: () => void;
}

function Balance({
  label,
  value,
  testId,
}: {
  label: string;
  value: number | null | undefined;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" truncate="end">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value === undefined ? '…' : value === null ? '—' : value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

export function CreditTransferModal({ region, orgId, orgName, opened, onClose }: CreditTransferModalProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = opened ? { region, orgId } : skipToken;
  const balances = useQuery(trpc.orgCredits.balances.queryOptions(ref));
  const history = useQuery(trpc.orgCredits.history.queryOptions(ref));
  const transfer = useMutation(trpc.orgCredits.transfer.mutationOptions());
  const [direction, setDirection] = useState<TTransferDirection>('toOrg');
  const [amount, setAmount] = useState<number | string>('');
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setAmount('');
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkTransfer(amount, direction, balances.data);
    // Failures show in the dialog, not as notices, which would cover it on phones.
    setFailure(invalid);
    if (invalid) return;
    transfer.mutate(
      { region, orgId, amount, direction },
      {
        onSuccess: async (result) => {
          notifyOk(result.message);
          setAmount('');
          await Promise.all(
            [
              trpc.orgCredits.balances.queryKey(),
              trpc.orgCredits.history.queryKey(),
              trpc.orgs.get.queryKey(),
              trpc.orgs.list.queryKey(),
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        },
        onError: (error) => {
          // Anything but the spec's own refusals reads as R-ORG-19's generic failure.
          const message =
            error.data?.code === 'INTERNAL_SERVER_ERROR' ? ORG_MESSAGES.transferFailed : error.message;
          setFailure(message);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Transfer Credits"
      centered
      size="md"
      data-testid="transfer-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Balance label="Workspace" value={balances.data?.workspaceBalance} testId="balance-workspace" />
            <Balance label={orgName} value={balances.data?.orgBalance} testId="balance-org" />
          </SimpleGrid>
          <SegmentedControl
            fullWidth
            value={direction}
            onChange={(v) => {
              setDirection(v as TTransferDirection);
              setFailure(null);
            }}
            data={[
              { value: 'toOrg', label: 'Workspace → Org' },
              { value: 'toWorkspace', label: 'Org → Workspace' },
            ]}
            data-testid="transfer-direction"
          />
          <NumberInput
            label="Amount"
            description="Whole credits."
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setFailure(null);
            }}
            data-testid="transfer-amount"
          />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" loading={transfer.isPending} data-testid="transfer-submit">
              Transfer
            </Button>
          </Group>
          <Divider label="Recent transfers" labelPosition="left" />
          <TransferHistory transfers={history.data ?? []} />
        </Stack>
      </form>
    </Modal>
  );
}
