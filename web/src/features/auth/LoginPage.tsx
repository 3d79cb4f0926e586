/**
 * Sign in (SPEC §2, §4, §5): email, password and 'Remember me'; the button stays disabled until
 * both fields are filled. Success goes to the redirect query value (same-site paths only) or /home;
 * 'Create an account' keeps that redirect.
 */
import '@mantine/core/styles/PasswordInput.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { errorCode, errorMessage } from '../../lib/notify';
import { afterSignIn, withRedirect } from '../../lib/returnTo';
import { useSchemaForm } from '../../lib/schemaForm';
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
        staffRole
        settings {
          language
        }
      }
    }
  }
`);

/** SPEC §5: both must be non-blank (the button stays off till then); the server judges the rest. */
const notBlank = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== ''),
);
const LOGIN = v.looseObject({ email: notBlank, password: notBlank });
const EMPTY = { email: '', password: '', remember: false };

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const client = useApolloClient();
  const form = useSchemaForm('login', LOGIN, { initialValues: EMPTY });
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(Login);
  const navigate = useNavigate();
  const { search } = useLocation();
  const filled = form.isValid();

  // The password is sent exactly as typed.
  const submit = async ({ email, password, remember }: typeof EMPTY) => {
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
      <form onSubmit={form.onSubmit(submit)}>
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
            {...form.getInputProps('email')}
            required
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            required
          />
          <Group justify="space-between">
            <Checkbox label={t('login.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
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
