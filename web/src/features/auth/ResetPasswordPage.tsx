/** Reset password: the token comes from the emailed link (?token=…); choose and confirm a new password. */
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/notify';
import { passwordLengthError } from '../../lib/passwordRules';
import { AuthCard } from './AuthCard';

const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPassword);
  const mismatch = confirm !== '' && password !== confirm;
  const tooShort = passwordLengthError(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || !password || tooShort) return;
    setError(null);
    try {
      await reset({ variables: { token, newPassword: password } });
      setDone(true);
    } catch (e) {
      setError(errorMessage(e, 'This reset link is invalid or has expired.'));
    }
  };

  return (
    <AuthCard title="Choose a new password">
      {!token ? (
        <Alert color="red">This reset link is incomplete. Please use the link from your email.</Alert>
      ) : done ? (
        <Stack>
          <Alert color="teal">Your password has been changed. You can sign in now.</Alert>
          <Button component={Link} to="/login">
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            {error && <Alert color="red">{error}</Alert>}
            <PasswordInput
              label="New password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={tooShort}
              autoComplete="new-password"
              required
            />
            <PasswordInput
              label="Confirm new password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={mismatch ? 'Passwords do not match' : undefined}
              required
            />
            <Button type="submit" loading={loading} disabled={!password || mismatch || tooShort !== null}>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
