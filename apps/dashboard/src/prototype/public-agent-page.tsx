// The prototype page (R-WSP-6: /app/{region}/prototype?vg_id=…) and /share paths (R-APS-16): the agent
// on a plain page, without the dashboard's navigation, open to anyone with the link, like the widget itself.
import { Box, Center, Container, Stack, Text, Title } from '@mantine/core';
import { isRegion, type Region } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { useEmbedScript } from './use-embed-script';

interface PublicAgentPageProps {
  agentId: string | null;
  region: string;
}

async function fetchWidgetTitle(
  agentId: string,
  region: Region,
): Promise<{ title: string; description: string } | null> {
  const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/widget-config?region=${region}`);
  if (!res.ok) return null;
  const body = (await res.json()) as { title?: unknown; description?: unknown };
  return {
    title: typeof body.title === 'string' ? body.title : '',
    description: typeof body.description === 'string' ? body.description : '',
  };
}

export function PublicAgentPage({ agentId, region }: PublicAgentPageProps) {
  const validRegion: Region = isRegion(region) ? region : 'eu';
  const info = useQuery({
    queryKey: ['public-agent', agentId, validRegion],
    queryFn: () => (agentId ? fetchWidgetTitle(agentId, validRegion) : null),
    enabled: Boolean(agentId),
  });
  useDocumentTitle(info.data?.title ? `${info.data.title} - Demo` : 'Demo');
  useEmbedScript(info.data ? agentId : null, validRegion, true);

  return (
    <Box mih="100dvh" bg="var(--parley-page-bg)" data-testid="public-agent-page">
      <Container size="sm" py={64}>
        <Center>
          <Stack gap="xs" align="center" ta="center">
            {info.isPending && agentId ? (
              <Text c="dimmed">Loading…</Text>
            ) : info.data ? (
              <>
                <Title order={1} fz={28}>
                  {info.data.title}
                </Title>
                <Text c="dimmed">{info.data.description}</Text>
                <Text size="sm" c="dimmed" mt="lg">
                  This is a demo page. The chat opens at the bottom right, exactly as it will on your website.
                </Text>
              </>
            ) : (
              <>
                <Title order={1} fz={24}>
                  Agent not found
                </Title>
                <Text c="dimmed">The link may be wrong, or the agent was deleted.</Text>
              </>
            )}
          </Stack>
        </Center>
      </Container>
    </Box>
  );
}

/** Route component for /app/{region}/prototype?vg_id=…, /app/{region}/demo/{id}/page1 and /share/{region}/agents/{id}. */
export function PublicAgentRoute() {
  const params = useParams({ strict: false }) as { region?: string; agentId?: string };
  const vgId = new URLSearchParams(window.location.search).get('vg_id');
  return <PublicAgentPage agentId={params.agentId ?? vgId} region={params.region ?? 'eu'} />;
}
