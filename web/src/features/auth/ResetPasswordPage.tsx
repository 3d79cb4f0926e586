/** Reset password: the token comes from the emailed link (?token=…); choose and confirm a new password. */
import '@mantine/core/styles/PasswordInput.css';
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/notify';
import { PASSWORD_MIN, passwordLengthError } from '../../lib/passwordRules';
import { AuthCard } from './AuthCard';

const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPassword);
  const mismatch = confirm !== '' && password !== confirm;
  // The rule is lib's; its English text is said here in the reader's language.
  const tooShort = passwordLengthError(password) && t('errors.passwordTooShort', { min: PASSWORD_MIN });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || !password || tooShort) return;
    setError(null);
    try {
      await reset({ variables: { token, newPassword: password } });
      setDone(true);
    } catch (e) {
      setError(errorMessage(e, t('reset.invalid')));
    }
  };

  return (
    <AuthCard title={t('reset.title')}>
      {!token ? (
        <Alert color="red">{t('reset.incomplete')}</Alert>
      ) : done ? (
        <Stack>
          <Alert color="teal">{t('reset.done')}</Alert>
          <Button component={Link} to={paths.login}>
            {t('reset.signIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            {error && <Alert color="red">{error}</Alert>}
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              label={t('reset.newPassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={tooShort}
              autoComplete="new-password"
              required
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              label={t('reset.confirm')}
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={mismatch ? t('errors.passwordsDiffer') : undefined}
              required
            />
            <Button type="submit" loading={loading} disabled={!password || mismatch || tooShort !== null}>
              {t('reset.submit')}
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
