/**
 * Sign in (SPEC §2, §4, §5): email, password and 'Remember me'; the button stays disabled until
 * both fields are filled. Success goes to the redirect query value (same-site paths only) or /home;
 * 'Create an account' keeps that redirect.
 */
import '@mantine/core/styles/PasswordInput.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { errorCode, errorMessage } from '../../lib/notify';
import { afterSignIn, withRedirect } from '../../lib/returnTo';
import { session } from '../../lib/session';
import { applyMemberLanguage } from '../../i18n/useLanguage';
import { AuthCard } from './AuthCard';
import { toSessionUser } from './sessionUser';

const Login = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        username
        firstName
        lastName
        profilePictureUrl
        settings {
          language
        }
      }
    }
  }
`);

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(Login);
  const navigate = useNavigate();
  const { search } = useLocation();
  // SPEC §5: both must be non-blank; the password itself is sent exactly as typed.
  const filled = email.trim() !== '' && password.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    setError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('no data');
      session.signIn(data.login.token, toSessionUser(data.login.user), remember);
      await applyMemberLanguage(i18n, client, data.login.user.settings?.language);
      void navigate(afterSignIn(search), { replace: true });
    } catch (e) {
      const code = errorCode(e);
      setError(code ? errorMessage(e, t('login.failed')) : t('errors.unexpected'));
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit}>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            label={t('fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Group justify="space-between">
            <Checkbox
              label={t('login.remember')}
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" disabled={!filled || loading}>
            {loading ? t('login.submitting') : t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Trans
              t={t}
              i18nKey="login.newHere"
              components={{ anchor: <Anchor component={Link} to={withRedirect(paths.signup, search)} /> }}
            />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
