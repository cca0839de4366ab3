// /join?workspace&token&email: accepts an invitation (R-WKS-6), then leads to sign-in or sign-up with
// the e-mail filled in, or straight into the workspace when that account is already signed in.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AuthLayout } from '../auth/auth-layout';
import { truncateName } from '../lib/text';
import { useMe } from '../lib/use-me';
import { type JoinSearch, joinWorkspace } from './join-api';
import { useSwitchWorkspace } from './use-workspaces';

export function JoinPage() {
  const search: JoinSearch = useSearch({ from: '/join' });
  const me = useMe();
  const navigate = useNavigate();
  const join = useMutation({ mutationFn: joinWorkspace });
  const { switchTo, pending } = useSwitchWorkspace();
  const { workspace, token, email } = search;
  const joined = join.data;

  if (!workspace || !token || !email) {
    return (
      <AuthLayout title="Join a workspace" subtitle="This link is not complete." footer={<HomeLink />}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {WORKSPACE_MESSAGES.invitationInvalid}
        </Alert>
      </AuthLayout>
    );
  }

  const signedInAsInvitee = me && me.account.email.toLowerCase() === email.toLowerCase();
  return (
    <AuthLayout
      title={joined ? `You joined ${truncateName(joined.workspaceName)}` : 'Join a workspace'}
      subtitle={joined ? `As ${joined.email}` : `You were invited as ${email}.`}
      footer={<HomeLink />}
    >
      <Stack gap="md">
        {join.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="join-error"
          >
            {join.error.message}
          </Alert>
        )}
        {!joined && (
          <Button
            size="md"
            fullWidth
            loading={join.isPending}
            onClick={() => join.mutate({ workspace, token, email })}
            data-testid="join-accept"
          >
            Join workspace
          </Button>
        )}
        {joined && (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="join-done">
              You are now a member.{' '}
              {signedInAsInvitee
                ? 'Open it now, or switch to it any time from the workspace menu.'
                : 'Sign in with this e-mail (or create an account) to open it from the workspace menu.'}
            </Alert>
            {signedInAsInvitee ? (
              <Button size="md" fullWidth loading={pending} onClick={() => void switchTo(joined)}>
                Open {truncateName(joined.workspaceName)}
              </Button>
            ) : (
              <Stack gap="xs">
                {me && (
                  <Text size="sm" c="dimmed">
                    You are signed in as {me.account.email}. Log out first to use {joined.email}.
                  </Text>
                )}
                <Button
                  onClick={() => void navigate({ to: '/login', search: { email: joined.email } })}
                  size="md"
                  fullWidth
                  data-testid="join-sign-in"
                >
                  Sign in
                </Button>
                <Button
                  onClick={() => void navigate({ to: '/signup', search: { email: joined.email } })}
                  size="md"
                  variant="default"
                  fullWidth
                  data-testid="join-sign-up"
                >
                  Create an account
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}

function HomeLink() {
  return (
    <Anchor component={Link} to="/" size="sm">
      Go to Parley
    </Anchor>
  );
}
