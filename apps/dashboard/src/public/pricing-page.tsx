// /pricing: the operator's plans from the content file (R-MKT-2). Self-hosted Parley charges nothing.
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';

const money = (amount: number, currency: string) =>
  amount === 0 ? 'Free' : new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

export function PricingPage() {
  const trpc = useTRPC();
  const pricing = useQuery(trpc.site.pricing.queryOptions());
  useDocumentTitle('Pricing - Parley');
  const data = pricing.data;
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap="xl">
        <Stack gap="sm" ta="center" align="center">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {data?.headline ?? 'Pricing'}
          </Title>
          {data && (
            <Text c="dimmed" maw={640}>
              {data.summary}
            </Text>
          )}
        </Stack>
        {pricing.isPending && <Skeleton h={360} radius="lg" />}
        {data && (
          <SimpleGrid
            cols={{ base: 1, sm: Math.min(data.plans.length, 3) }}
            spacing="lg"
            data-testid="pricing-plans"
          >
            {data.plans.map((plan) => (
              <Card
                key={plan.id}
                withBorder
                padding="xl"
                style={
                  plan.highlighted
                    ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                    : undefined
                }
              >
                <Stack gap="md" h="100%">
                  <Stack gap={4}>
                    <Text fw={700} fz="lg">
                      {plan.name}
                      {plan.highlighted && (
                        <Badge ml="xs" size="sm" variant="light">
                          This instance
                        </Badge>
                      )}
                    </Text>
                    <Text fz={40} fw={800} lh={1.1}>
                      {money(plan.price, data.currency)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {plan.period}
                    </Text>
                  </Stack>
                  <Text size="sm">{plan.description}</Text>
                  <List
                    spacing={6}
                    size="sm"
                    icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
                    style={{ flex: 1 }}
                  >
                    {plan.features.map((f) => (
                      <List.Item key={f}>{f}</List.Item>
                    ))}
                  </List>
                  {plan.cta.href.startsWith('/') ? (
                    <Button
                      component={Link}
                      to={plan.cta.href}
                      variant={plan.highlighted ? 'filled' : 'default'}
                      fullWidth
                    >
                      {plan.cta.label}
                    </Button>
                  ) : (
                    <Button
                      component="a"
                      href={plan.cta.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="default"
                      fullWidth
                    >
                      {plan.cta.label}
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {data?.notes.map((note) => (
          <Alert key={note} variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
            {note}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
