// The centred card every auth page sits in.
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { ParleyLogo } from '../shell/parley-logo';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  /** Another brand's logo (an agency's client sign-in) instead of Parley's. */
  logo?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer, logo }: AuthLayoutProps) {
  useDocumentTitle(logo ? title : `${title} - Parley`);
  return (
    <Center mih="100dvh" px="md" py={48}>
      <Box w="100%" maw={420}>
        <Stack gap="xl">
          <Center>{logo ?? <ParleyLogo size={34} />}</Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 32 }}>
            <Stack gap={4} mb="lg">
              <Title order={2} fz={24}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </Stack>
            {children}
          </Paper>
          <Text ta="center" size="sm" c="dimmed">
            {footer}
          </Text>
        </Stack>
      </Box>
    </Center>
  );
}
