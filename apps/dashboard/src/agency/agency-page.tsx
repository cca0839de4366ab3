// /app/{region}/agency (R-AGY-1, R-AGY-3, R-AGY-7, R-AGY-20..22): the agency's white-label settings that
// exist today: Overview, Domains (custom domain), Email and Footer, with the save bar. (Theme, Custom Tabs
// and Auto Billing come with their own issues and are not shown until they work.)
import { Button, Card, Group, Stack, Switch, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AGENCY_MESSAGES } from '@parley/messages/agencies';
import { IconCircleCheck, IconCircleDot } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PageContainer } from '../lib/page-container';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { type AgencyFormValues, formValuesOf, patchOf, sameAgencyForm } from './agency-form';
import { AgencySecret } from './agency-secret';
import { CustomDomainPanel } from './custom-domain-panel';
import { ImageUploadField } from './image-upload-field';
import { SendingDomainPanel } from './sending-domain-panel';

export function AgencyPage() {
  useDocumentTitle('Agency - Parley');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.agency.mine.queryOptions());
  const [values, setValues] = useState<AgencyFormValues | null>(null);
  const greeted = useRef(false);
  const saved = mine.data ? formValuesOf(mine.data.agency) : null;

  useEffect(() => {
    if (!mine.data) return;
    setValues((v) => v ?? formValuesOf(mine.data.agency));
    if (mine.data.created && !greeted.current) {
      greeted.current = true;
      notifications.show({ color: 'green', message: AGENCY_MESSAGES.initialized, autoClose: 3000 });
    }
  }, [mine.data]);
  useEffect(() => {
    if (mine.error) notifications.show({ color: 'red', message: AGENCY_MESSAGES.initFailed });
  }, [mine.error]);

  const save = useMutation(
    trpc.agency.update.mutationOptions({
      onSuccess: (agency) => {
        queryClient.setQueryData(trpc.agency.mine.queryKey(), { agency, created: false });
        setValues(formValuesOf(agency));
        notifications.show({ color: 'green', message: AGENCY_MESSAGES.saved, autoClose: 2000 });
      },
      onError: (e) => notifications.show({ color: 'red', message: AGENCY_MESSAGES.saveFailed(e.message) }),
    }),
  );

  if (!values || !saved)
    return <PageContainer>{mine.error ? <Text c="red">{mine.error.message}</Text> : null}</PageContainer>;
  const dirty = !sameAgencyForm(values, saved);
  const set = <K extends keyof AgencyFormValues>(key: K, value: AgencyFormValues[K]) =>
    setValues((v) => (v ? { ...v, [key]: value } : v));
  const text = (
    key: keyof AgencyFormValues,
    label: string,
    extra: { placeholder?: string; description?: string } = {},
  ) => (
    <TextInput
      label={label}
      value={values[key] as string}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      {...extra}
    />
  );

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            Agency
          </Title>
          <Text c="dimmed" size="sm">
            Your brand on the dashboard your clients sign in to.
          </Text>
        </div>
        <Card withBorder padding="lg">
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="domains">Domains</Tabs.Tab>
              <Tabs.Tab value="email">Email</Tabs.Tab>
              <Tabs.Tab value="footer">Footer</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <Stack gap="md">
                {text('name', 'Agency name')}
                <Textarea
                  label="Branding text"
                  description="Markdown. Shown to your clients."
                  autosize
                  minRows={2}
                  value={values.brandingText}
                  onChange={(e) => set('brandingText', e.currentTarget.value)}
                />
                <Switch
                  label="Enable Password Login"
                  description="When off, clients sign in only with a code e-mailed to them."
                  checked={values.enablePasswordLogin}
                  onChange={(e) => set('enablePasswordLogin', e.currentTarget.checked)}
                  data-testid="agency-password-login"
                />
                <Group grow align="flex-start">
                  <ImageUploadField
                    label="Logo (light)"
                    description="Square PNG, 256×256."
                    value={values.squarePhotoURL}
                    onChange={(url) => set('squarePhotoURL', url)}
                  />
                  <ImageUploadField
                    label="Logo (dark)"
                    description="For dark mode."
                    value={values.darkModeSquarePhotourl}
                    onChange={(url) => set('darkModeSquarePhotourl', url)}
                    dark
                  />
                </Group>
                <AgencySecret />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="domains">
              <CustomDomainPanel />
            </Tabs.Panel>
            <Tabs.Panel value="email">
              <Stack gap="md">
                <SendingDomainPanel />
                {text('supportEmail', 'Support e-mail', {
                  placeholder: 'support@your-agency.com',
                  description: 'Client feedback goes here.',
                })}
                {text('address', 'Business address')}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="footer">
              <Stack gap="md">
                {text('mainWebsite', 'Main website', { placeholder: 'https://your-agency.com' })}
                {text('supportEmail', 'Support e-mail')}
                {text('tosPage', 'Terms page', { placeholder: 'https://your-agency.com/terms' })}
                {text('privacyPolicypPage', 'Privacy page', {
                  placeholder: 'https://your-agency.com/privacy',
                })}
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <Group
            justify="space-between"
            mt="lg"
            pt="md"
            style={{ borderTop: '1px solid var(--parley-surface-border)' }}
          >
            <Group gap={6} c={dirty ? 'orange' : 'dimmed'}>
              {dirty ? <IconCircleDot size={16} /> : <IconCircleCheck size={16} />}
              <Text size="sm" c="inherit" data-testid="agency-status" aria-live="polite">
                {dirty ? AGENCY_MESSAGES.unsaved : AGENCY_MESSAGES.allSaved}
              </Text>
            </Group>
            <Group gap="xs">
              <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setValues(saved)}>
                Reset
              </Button>
              <Button
                disabled={!dirty || mine.isFetching}
                loading={save.isPending}
                onClick={() => save.mutate(patchOf(values))}
                data-testid="agency-save"
              >
                Save
              </Button>
            </Group>
          </Group>
        </Card>
      </Stack>
    </PageContainer>
  );
}
