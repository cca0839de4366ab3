// R-WSP-8..10: the widget settings page's old address, /app/{region}/widgets/{id}. The widget's settings
// live in the agent page (Design, Knowledge, Settings), so a link here loads the agent and goes there;
// someone who is not its owner (or has no access to it) is told 'This widget does not exist.' and sent
// to the widgets list, which is the agents list.
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Region } from '@parley/kernel/regions';
import { WIDGET_SETTINGS_MESSAGES } from '@parley/messages/widget-settings';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTRPC } from '../lib/trpc';

/** R-WSP-9: the failure notice lasts 2.5 s. */
const NOT_OWNED_MS = 2500;

export function WidgetLinkPage() {
  const { region, agentId } = useParams({ strict: false }) as { region: Region; agentId: string };
  const trpc = useTRPC();
  const navigate = useNavigate();
  const query = useQuery({ ...trpc.agents.get.queryOptions({ region, agentId }), retry: false });

  useEffect(() => {
    const data = query.data;
    if (data?.status === 'found') {
      notifications.show({ color: 'green', message: WIDGET_SETTINGS_MESSAGES.loaded });
      void navigate({
        to: '/app/$region/agents/$agentId/$tab',
        params: { region, agentId, tab: 'overview' },
        replace: true,
      });
    } else if (data?.status === 'moved') {
      void navigate({ href: `/app/${data.region}/widgets/${encodeURIComponent(agentId)}`, replace: true });
    } else if (query.error) {
      notifications.show({
        color: 'red',
        message: WIDGET_SETTINGS_MESSAGES.notOwned,
        autoClose: NOT_OWNED_MS,
      });
      void navigate({ to: '/app/$region/widgets', params: { region }, replace: true });
    }
  }, [query.data, query.error, navigate, region, agentId]);

  return (
    <Center h="60vh">
      <Loader aria-label="Loading widget" />
    </Center>
  );
}
