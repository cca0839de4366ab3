// The product pages of the alternative header (R-MKT-3), rendered from product-pages.ts.
import { Alert, Badge, Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconMessageCircle } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { NotFoundPage } from '../app/not-found-page';
import { useDocumentTitle } from '../lib/use-document-title';
import { FeatureGrid } from './feature-grid';
import { PRODUCT_PAGES } from './product-pages';
import classes from './public.module.css';
import { useSiteConfig } from './use-site-config';

export function ProductPageRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/+$/, '') });
  const page = PRODUCT_PAGES[pathname];
  const config = useSiteConfig();
  useDocumentTitle(page?.documentTitle);
  if (!page) return <NotFoundPage />;
  const demo = pathname === '/demo' ? config?.demoAgent : null;

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Stack gap="md" maw={720}>
            <Group gap="xs">
              <Badge variant="light" radius="sm">
                {page.eyebrow}
              </Badge>
              {page.status && (
                <Badge variant="outline" color="gray" radius="sm">
                  {page.status}
                </Badge>
              )}
            </Group>
            <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.1} style={{ letterSpacing: '-0.025em' }}>
              {page.title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
              {page.lead}
            </Text>
            <Group gap="sm" mt="xs">
              {demo && (
                <Button
                  component="a"
                  href={`/app/${demo.region}/prototype?vg_id=${demo.id}`}
                  size="md"
                  leftSection={<IconMessageCircle size={18} />}
                  data-testid="demo-agent-link"
                >
                  Chat with the demo agent
                </Button>
              )}
              <Button
                component={Link}
                to={page.cta.href}
                size="md"
                variant={demo ? 'default' : 'filled'}
                rightSection={<IconArrowRight size={18} />}
              >
                {page.cta.label}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={40}>
          <FeatureGrid features={page.features} />
          {page.steps && (
            <Stack gap="sm">
              <Title order={2} fz={24}>
                How it works
              </Title>
              <List type="ordered" spacing="xs">
                {page.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {page.status && (
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
              {page.status}. Everything else on this page describes how it fits the agents you can build
              today.
            </Alert>
          )}
        </Stack>
      </Container>
    </>
  );
}
