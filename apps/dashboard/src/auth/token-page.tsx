// /auth/token?token=… (R-ONB-5): exchanges a one-time custom sign-in token for a session.
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import type { TAuthResult } from '@parley/contract/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { postJson } from '../lib/rest';
import { useDocumentTitle } from '../lib/use-document-title';
import { useAuthSuccess } from './use-auth-success';

export function TokenSignInPage() {
  useDocumentTitle('Signing in - Parley');
  const { token } = useSearch({ from: '/auth/token' });
  const onSuccess = useAuthSuccess();
  const exchange = useMutation({
    mutationFn: (t: string) =>
      postJson<TAuthResult>('/api/auth/token-to-user', { token: t, createAccount: false }),
    onSuccess,
  });
  const { mutate } = exchange;
  useEffect(() => {
    // Once per token: a token is single use, so a second call would only fail.
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={420} gap="md">
        {(exchange.isPending || exchange.isIdle) && token && (
          <>
            <Loader />
            <Text c="dimmed">Signing you in…</Text>
          </>
        )}
        {(exchange.isError || !token) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" w="100%">
            {exchange.error?.message ?? 'This sign-in link is invalid or has expired.'}
          </Alert>
        )}
        <Anchor component={Link} to="/login" size="sm">
          Sign in with your e-mail instead
        </Anchor>
      </Stack>
    </Center>
  );
}
