// /client/login: client users sign in with e-mail and password, or an e-mailed login code; the address
// may carry a one-tap token, the agency admin secret, or credentials (R-CLA-1..10, R-CLA-14).
import { Alert, Anchor, Avatar, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_AUTH_MESSAGES, CLIENT_LOGIN_ERROR_MS } from '@parley/messages/client-auth';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AuthLayout } from '../auth/auth-layout';
import { PASSWORD_TOGGLE_PROPS } from '../auth/password-toggle';
import { ProblemError } from '../lib/rest';
import { clientSignIn, requestLoginCode, signInAsAgencyAdmin, signInWithToken } from './client-auth-api';
import {
  cancelCode,
  canRequestCode,
  canSignIn,
  codeRequested,
  INITIAL_LOGIN,
  loginIntentOf,
  withoutCredentials,
} from './client-login-state';
import { useClientSignedIn } from './use-client-session';
import { usePublicAgency } from './use-public-agency';

/** R-CLA-9: the server's message, for 3 s. */
const showFailure = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: error instanceof Error ? error.message : CLIENT_AUTH_MESSAGES.signInError,
    autoClose: CLIENT_LOGIN_ERROR_MS,
  });

export function ClientLoginPage() {
  const params = new URLSearchParams(window.location.search);
  const agency = usePublicAgency(params.get('agency')).data ?? null;
  const passwordOff = agency?.disablePasswordLogin === true;
  const [state, setState] = useState(INITIAL_LOGIN);
  const [pending, setPending] = useState<'sign-in' | 'code' | 'link' | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const signedIn = useClientSignedIn();
  const intentHandled = useRef(false);

  const run = async (kind: 'sign-in' | 'code' | 'link', work: () => Promise<void>) => {
    setPending(kind);
    try {
      await work();
    } catch (error) {
      // R-CLA-8: the e-mail field is flagged on NOT_FOUND.
      if (error instanceof ProblemError && error.status === 404)
        setState((s) => ({ ...s, emailNotFound: true }));
      showFailure(error);
    } finally {
      setPending(null);
    }
  };

  // R-CLA-5, R-CLA-6, R-CLA-14: act on the address once, then wipe the credentials from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, on arrival
  useEffect(() => {
    if (intentHandled.current) return;
    intentHandled.current = true;
    const intent = loginIntentOf(params);
    if (intent.kind === 'none') return;
    window.history.replaceState(null, '', `${window.location.pathname}${withoutCredentials(params)}`);
    if (intent.kind === 'password') setState((s) => ({ ...s, email: intent.email }));
    void run('link', async () => {
      const view =
        intent.kind === 'token'
          ? await signInWithToken(intent.token)
          : intent.kind === 'admin'
            ? await signInAsAgencyAdmin(intent.secret).catch((e) => {
                throw e instanceof ProblemError ? e : new Error(CLIENT_AUTH_MESSAGES.adminSignInFailed);
              })
            : await clientSignIn({ email: intent.email, password: intent.password });
      await signedIn(view);
    });
  }, []);

  const email = state.email.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSignIn(state, passwordOff)) return;
    void run('sign-in', async () =>
      signedIn(
        await clientSignIn(
          state.step === 'code' ? { email, code: state.code } : { email, password: state.password },
        ),
      ),
    );
  };
  const sendCode = () =>
    void run('code', async () => {
      const sent = await requestLoginCode(email);
      setInfo(sent.message);
      setState(codeRequested);
    });

  return (
    <AuthLayout
      title={agency ? `Sign in to ${agency.name}` : 'Client sign in'}
      subtitle="Your dashboard for your AI agents."
      logo={
        agency?.squarePhotoURL ? (
          <Avatar src={agency.squarePhotoURL} alt={agency.name} size={48} radius="md" />
        ) : undefined
      }
      footer={
        <Anchor href="/login" size="sm">
          Agency or workspace owner? Sign in here
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate data-testid="client-login-form">
        <Stack gap="md">
          {pending === 'link' && (
            <Alert color="blue" variant="light">
              Signing you in…
            </Alert>
          )}
          {info && state.step === 'code' && (
            <Alert color="blue" variant="light" icon={<IconMail size={18} />}>
              {info}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={state.email}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setState((s) => ({ ...s, email: value, emailNotFound: false }));
            }}
            error={state.emailNotFound ? CLIENT_AUTH_MESSAGES.emailNotFound : undefined}
            readOnly={state.step === 'code'}
            required
            autoFocus
          />
          {state.step === 'password' && !passwordOff && (
            <PasswordInput
              visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
              label="Password"
              autoComplete="current-password"
              value={state.password}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setState((s) => ({ ...s, password: value }));
              }}
            />
          )}
          {state.step === 'code' && (
            <TextInput
              label="Login Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              value={state.code}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setState((s) => ({ ...s, code: value }));
              }}
              autoFocus
            />
          )}
          {(state.step === 'code' || !passwordOff) && (
            <Button
              type="submit"
              fullWidth
              size="md"
              disabled={!canSignIn(state, passwordOff)}
              loading={pending === 'sign-in'}
            >
              Sign In
            </Button>
          )}
          {state.step === 'password' ? (
            <Button
              variant="light"
              fullWidth
              leftSection={<IconMail size={16} />}
              disabled={!canRequestCode(state)}
              loading={pending === 'code'}
              onClick={sendCode}
            >
              Email Login Code
            </Button>
          ) : (
            <Group grow>
              <Button variant="light" onClick={sendCode} loading={pending === 'code'}>
                Resend Code
              </Button>
              <Button variant="default" onClick={() => setState(cancelCode)}>
                Cancel
              </Button>
            </Group>
          )}
          {passwordOff && state.step === 'password' && (
            <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />}>
              <Text size="sm">We will e-mail you a one-time code to sign in.</Text>
            </Alert>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
