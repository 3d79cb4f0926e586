/** Forgot password: asks for the email and sends a reset link (the answer never says whether it exists). */
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/notify';
import { AuthCard } from './AuthCard';

const RequestReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestReset);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await request({ variables: { email: email.trim() } });
      setSent(true);
    } catch (e) {
      setError(errorMessage(e, 'Something went wrong. Please try again.'));
    }
  };
  return (
    <AuthCard title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {sent ? (
        <Alert color="teal">If an account uses {email.trim()}, a reset link is on its way. Check your inbox.</Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            {error && <Alert color="red">{error}</Alert>}
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
            />
            <Button type="submit" loading={loading} disabled={!email.trim()}>
              Send reset link
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
