// R-SHL-7, R-SHL-8: the same e-mail has an account in both regions; dismissal is stored on the workspace.
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SHELL_MESSAGES } from '@parley/messages/shell';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { useAccountSummary } from './use-account-summary';

export function DoubleAccountBanner() {
  const summary = useAccountSummary();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hide = useMutation(
    trpc.account.hideDoubleAccountWarning.mutationOptions({
      onMutate: () =>
        queryClient.setQueryData(trpc.account.summary.queryKey(), (old) =>
          old ? { ...old, doubleAccount: { ...old.doubleAccount, hidden: true } } : old,
        ),
      onError: (error) => {
        void queryClient.invalidateQueries({ queryKey: trpc.account.summary.queryKey() });
        notifications.show({ color: 'red', message: error.message, autoClose: 4000 });
      },
    }),
  );
  if (!summary?.doubleAccount.duplicate || summary.doubleAccount.hidden) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconAlertTriangle size={18} />}
      title={SHELL_MESSAGES.doubleAccountTitle}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => hide.mutate({ userId: summary.userId, bucket: summary.region })}
      data-testid="double-account-warning"
    >
      {SHELL_MESSAGES.doubleAccountBody}
    </Alert>
  );
}
