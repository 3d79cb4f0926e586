/**
 * /account/settings/password: the current password and a new one twice. The graph answers a
 * fresh token (the change signs out every other device), which the session keeps in place of
 * the old one, so this tab stays signed in.
 */
import '@mantine/core/styles/PasswordInput.css';
import { useMutation } from '@apollo/client/react';
import { Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { errorCode, errorMessage, toast } from '../../../lib/notify';
import { PASSWORD_MIN, passwordLengthError } from '../../../lib/passwordRules';
import { session } from '../../../lib/session';
import { AccountScreen } from '../../../components/account/AccountScreen';

const ChangePassword = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
    }
  }
`);

const EMPTY = { current: '', next: '', confirm: '' };
/** REST's one answer about the current password (in English); every other refusal is about the new one. */
const WRONG_CURRENT = 'Current password is incorrect';

export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const [change, { loading }] = useMutation(ChangePassword);
  const [form, setForm] = useState(EMPTY);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [nextError, setNextError] = useState<string | null>(null);
  const mismatch = form.confirm !== '' && form.next !== form.confirm;
  const tooShort = passwordLengthError(form.next) && t('password.tooShort', { min: PASSWORD_MIN });
  const ready = form.current !== '' && form.next.trim() !== '' && form.next === form.confirm && !tooShort;

  const set = (field: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [field]: value }));
    if (field === 'current') setCurrentError(null);
    if (field === 'next') setNextError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || loading) return;
    try {
      const { data } = await change({ variables: { currentPassword: form.current, newPassword: form.next } });
      if (data) session.renewToken(data.changePassword.token);
      setForm(EMPTY);
      toast.account(t('password.changed'));
    } catch (error) {
      const message = errorMessage(error, t('password.failed'));
      const wrongCurrent = message === WRONG_CURRENT;
      if (errorCode(error) === 'BAD_USER_INPUT') {
        if (wrongCurrent) setCurrentError(t('password.wrongCurrent'));
        else setNextError(message); // the password policy's text: too common, your email, …
      }
      toast.account(wrongCurrent ? t('password.wrongCurrent') : message, 'error');
    }
  };

  return (
    <AccountScreen title={t('password.title')} description={t('password.description')}>
      <Card withBorder radius="lg" padding="lg" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              required
              value={form.current}
              onChange={set('current')}
              error={currentError}
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              required
              value={form.next}
              onChange={set('next')}
              error={tooShort ?? nextError}
            />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              required
              value={form.confirm}
              onChange={set('confirm')}
              error={mismatch ? t('password.mismatch') : null}
            />
            <Text size="xs" c="dimmed">
              {t('password.hint')}
            </Text>
            <Button type="submit" disabled={!ready || loading} style={{ alignSelf: 'flex-start' }}>
              {loading ? t('password.changing') : t('password.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </AccountScreen>
  );
}
