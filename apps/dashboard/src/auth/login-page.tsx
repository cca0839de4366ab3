// /login: workspace sign-in.
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { signIn } from './auth-api';
import { AuthLayout } from './auth-layout';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle';
import { useAuthSuccess } from './use-auth-success';
import { type AuthFieldErrors, hasErrors, validateSignIn } from './validate-auth-form';

export function LoginPage() {
  const prefill = useSearch({ from: '/login' });
  const [email, setEmail] = useState(prefill.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const onSuccess = useAuthSuccess();
  const mutation = useMutation({ mutationFn: signIn, onSuccess });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateSignIn({ email, password });
    setFieldErrors(errors);
    if (!hasErrors(errors)) mutation.mutate({ email: email.trim(), password });
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to manage your AI agents."
      footer={
        <>
          New to Parley?{' '}
          <Anchor component={Link} to="/signup" fw={500}>
            Create an account
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
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
            required
            autoFocus
          />
          <PasswordInput
            visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            required
          />
          <Button type="submit" fullWidth size="md" mt="xs" loading={mutation.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
