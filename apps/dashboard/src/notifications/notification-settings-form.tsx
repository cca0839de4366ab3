// The panel's Settings (R-NTF-3, R-NTF-4): what to be told about and through which channels, with the
// spec's labels. Each change is saved at once.
import { Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_MESSAGES,
  NOTIFY_IF_LABELS,
  NOTIFY_THROUGH_LABELS,
} from '@parley/messages/notifications';
import {
  NOTIFY_IF,
  NOTIFY_THROUGH,
  type NotificationSettings,
} from '@parley/notifications/domain/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Audience, useNotificationApi } from './notification-api';

const ifOptions = NOTIFY_IF.map((value) => ({ value, label: NOTIFY_IF_LABELS[value] }));
const throughOptions = NOTIFY_THROUGH.map((value) => ({ value, label: NOTIFY_THROUGH_LABELS[value] }));

export function NotificationSettingsForm({ audience }: { audience: Audience }) {
  const api = useNotificationApi(audience);
  const queryClient = useQueryClient();
  const settings = useQuery(api.settings.queryOptions());
  const save = useMutation(
    api.saveSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(api.settings.queryKey(), saved);
        notifications.show({ color: 'green', message: NOTIFICATION_MESSAGES.settingsSaved, autoClose: 2000 });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    }),
  );
  const current = settings.data;
  const change = (patch: Partial<NotificationSettings>) => {
    if (current) save.mutate({ ...current, ...patch });
  };
  return (
    <Stack gap="md" p="md" data-testid="notification-settings">
      <Select
        label={NOTIFICATION_LABELS.notifyIfLabel}
        data={ifOptions}
        value={current?.notifyIf ?? null}
        onChange={(v) => v && change({ notifyIf: v as NotificationSettings['notifyIf'] })}
        allowDeselect={false}
        disabled={!current || save.isPending}
        comboboxProps={{ withinPortal: false }}
        data-testid="notify-if"
      />
      <Select
        label={NOTIFICATION_LABELS.notifyThroughLabel}
        data={throughOptions}
        value={current?.notifyThrough ?? null}
        onChange={(v) => v && change({ notifyThrough: v as NotificationSettings['notifyThrough'] })}
        allowDeselect={false}
        disabled={!current || save.isPending}
        comboboxProps={{ withinPortal: false }}
        data-testid="notify-through"
      />
      <Text size="xs" c="dimmed">
        The list here always shows what you asked to be told about; e-mails come at most once per conversation
        every few minutes.
      </Text>
    </Stack>
  );
}
