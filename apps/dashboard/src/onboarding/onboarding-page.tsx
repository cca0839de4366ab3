// /onboarding (R-ONB-1): three short questions after sign-up, asked once; 'Skip for now' also ends it.
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TEAM_SIZES, type TeamSize, USE_CASES, type UseCase } from '@parley/onboarding/domain/onboarding';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { ProductFooter } from '../public/public-footer';
import { ParleyLogo } from '../shell/parley-logo';

export function OnboardingPage() {
  useDocumentTitle('Welcome - Parley');
  const { me } = useRouteContext({ from: '/onboarding' });
  const search = useSearch({ from: '/onboarding' });
  const region = search.region ?? me.workspace.region;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState(me.account.displayName);
  const [company, setCompany] = useState('');
  const [useCase, setUseCase] = useState<UseCase | ''>('');
  const [teamSize, setTeamSize] = useState<TeamSize | ''>('');
  const [missing, setMissing] = useState(false);

  // The app's guard reads the cached summary: mark it done before leaving, so it lets us in.
  const finish = async () => {
    queryClient.setQueryData(
      trpc.account.summary.queryKey(),
      (old) => old && { ...old, needsOnboarding: false },
    );
    await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    await navigate({ to: '/app/$region/agents', params: { region } });
  };
  const complete = useMutation(trpc.account.completeOnboarding.mutationOptions({ onSuccess: finish }));
  const skip = useMutation(trpc.account.skipOnboarding.mutationOptions({ onSuccess: finish }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!displayName.trim() || !useCase || !teamSize) return setMissing(true);
    complete.mutate({
      displayName: displayName.trim(),
      useCase,
      teamSize,
      company: company.trim() || undefined,
    });
  };
  const error = complete.error ?? skip.error;

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Center flex={1} px="md" py={48}>
        <Box w="100%" maw={620}>
          <Stack gap="xl">
            <Center>
              <ParleyLogo size={34} />
            </Center>
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
              <form onSubmit={submit} noValidate>
                <Stack gap="lg">
                  <Stack gap={4}>
                    <Title order={1} fz={26}>
                      Welcome to Parley
                    </Title>
                    <Text c="dimmed" size="sm">
                      Three quick questions so we can suggest the right templates. You can skip them.
                    </Text>
                  </Stack>
                  {error && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                      {error.message}
                    </Alert>
                  )}
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput
                      label="Your name"
                      value={displayName}
                      onChange={(e) => setDisplayName(e.currentTarget.value)}
                      error={missing && !displayName.trim() ? 'Please enter your name.' : undefined}
                      required
                      maxLength={100}
                    />
                    <TextInput
                      label="Company"
                      description="Optional"
                      value={company}
                      onChange={(e) => setCompany(e.currentTarget.value)}
                      maxLength={120}
                    />
                  </SimpleGrid>
                  <Radio.Group
                    label="What will your agents do?"
                    value={useCase}
                    onChange={(v) => setUseCase(v as UseCase)}
                    error={missing && !useCase ? 'Please pick one.' : undefined}
                    required
                  >
                    <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                      {USE_CASES.map((o) => (
                        <Radio.Card key={o.value} value={o.value} radius="md" p="sm" withBorder>
                          <Group wrap="nowrap" gap="sm">
                            <Radio.Indicator />
                            <Text size="sm">{o.label}</Text>
                          </Group>
                        </Radio.Card>
                      ))}
                    </SimpleGrid>
                  </Radio.Group>
                  <Radio.Group
                    label="How big is your team?"
                    value={teamSize}
                    onChange={(v) => setTeamSize(v as TeamSize)}
                    error={missing && !teamSize ? 'Please pick one.' : undefined}
                    required
                  >
                    <Group mt="xs" gap="xs">
                      {TEAM_SIZES.map((o) => (
                        <Radio.Card
                          key={o.value}
                          value={o.value}
                          radius="md"
                          px="sm"
                          py={8}
                          withBorder
                          w="auto"
                        >
                          <Group wrap="nowrap" gap={8}>
                            <Radio.Indicator size="xs" />
                            <Text size="sm">{o.label}</Text>
                          </Group>
                        </Radio.Card>
                      ))}
                    </Group>
                  </Radio.Group>
                  <Group justify="space-between" mt="xs">
                    <Anchor
                      component="button"
                      type="button"
                      c="dimmed"
                      size="sm"
                      onClick={() => skip.mutate()}
                      disabled={skip.isPending || complete.isPending}
                      data-testid="onboarding-skip"
                    >
                      Skip for now
                    </Anchor>
                    <Button type="submit" loading={complete.isPending}>
                      Continue
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Paper>
          </Stack>
        </Box>
      </Center>
      <ProductFooter />
    </Box>
  );
}
