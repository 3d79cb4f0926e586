/** Forgot password: asks for the email and sends a reset link (the answer never says whether it exists). */
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/notify';
import { AuthCard } from './AuthCard';

const RequestReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
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
      setError(errorMessage(e, t('errors.generic')));
    }
  };
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sent ? (
        <Alert color="teal">{t('forgot.sent', { email: email.trim() })}</Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            {error && <Alert color="red">{error}</Alert>}
            <TextInput
              label={t('fields.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
            />
            <Button type="submit" loading={loading} disabled={!email.trim()}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={paths.login}>
          {t('backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
