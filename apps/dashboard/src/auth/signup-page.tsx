// /signup: a new account with its workspace, in the region the user picks.
import { Alert, Anchor, Button, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isRegion, REGIONS, type Region } from '@parley/kernel/regions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { captureReferral, storedReferral } from '../public/referral-capture';
import { regionLabel } from '../shell/region-label';
import { signUp } from './auth-api';
import { AuthLayout } from './auth-layout';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle';
import { useAuthSuccess } from './use-auth-success';
import { type AuthFieldErrors, hasErrors, validateSignUp } from './validate-auth-form';

const REGION_OPTIONS = REGIONS.map((value) => ({ value, label: regionLabel(value) }));

export function SignupPage() {
  const [displayName, setDisplayName] = useState('');
  const prefill = useSearch({ from: '/signup' });
  const [email, setEmail] = useState(prefill.email ?? '');
  const [password, setPassword] = useState('');
  const [region, setRegion] = useState<Region>('eu');
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const onSuccess = useAuthSuccess();
  const mutation = useMutation({ mutationFn: signUp, onSuccess });
  const regionTouched = useRef(false);

  useEffect(() => {
    // R-ONB-7: codes on the sign-up URL itself count too.
    captureReferral(window.location.search);
    // R-ONB-6: suggest the region nearest the visitor (EU countries → eu, others → na), until they choose.
    // Only a located address counts: a browser's language says little about where someone is.
    const controller = new AbortController();
    fetch('/api/utils/ip', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((geo: { country: string | null; eu: 0 | 1; source: string } | null) => {
        const located = geo?.source === 'provider' || geo?.source === 'proxy-headers';
        if (located && geo?.country && !regionTouched.current) setRegion(geo.eu ? 'eu' : 'na');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateSignUp({ email, password, displayName });
    setFieldErrors(errors);
    if (!hasErrors(errors))
      mutation.mutate({
        email: email.trim(),
        password,
        displayName: displayName.trim(),
        region,
        referral: storedReferral(),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Build, test and deploy AI chat agents in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={500}>
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {mutation.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {mutation.error.message}
            </Alert>
          )}
          <TextInput
            label="Your name"
            autoComplete="name"
            placeholder="Ada Lovelace"
            value={displayName}
            onChange={(e) => setDisplayName(e.currentTarget.value)}
            error={fieldErrors.displayName}
            required
            autoFocus
          />
          <TextInput
            label="Work email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
            required
          />
          <PasswordInput
            visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
            label="Password"
            description="At least 8 characters."
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            required
          />
          <NativeSelect
            label="Data region"
            description="Where your workspace and its conversations are stored."
            data={REGION_OPTIONS}
            value={region}
            onChange={(e) => {
              const value = e.currentTarget.value;
              regionTouched.current = true;
              if (isRegion(value)) setRegion(value);
            }}
          />
          <Button type="submit" fullWidth size="md" mt="xs" loading={mutation.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
