/**
 * /account/settings/password: the current password and a new one twice. The graph answers a
 * fresh token (the change signs out every other device), which the session keeps in place of
 * the old one, so this tab stays signed in.
 */
import '@mantine/core/styles/PasswordInput.css';
import { useMutation } from '@apollo/client/react';
import { Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import * as v from 'valibot';
import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { errorCode, errorMessage, toast } from '../../../lib/notify';
import { PASSWORD_MIN, passwordLengthError } from '../../../lib/passwordRules';
import { errorsNow, useSchemaForm } from '../../../lib/schemaForm';
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

/** What the form says as the reader types: the new password's length, and a confirmation that differs. */
const passwordSchema = (t: TFunction<'account'>) =>
  v.pipe(
    v.looseObject({
      next: v.pipe(
        v.string(),
        v.check((next) => !passwordLengthError(next), t('password.tooShort', { min: PASSWORD_MIN })),
      ),
    }),
    v.forward(
      v.check((f) => f.confirm === '' || f.next === f.confirm, t('password.mismatch')),
      ['confirm'],
    ),
  );

export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const [change, { loading }] = useMutation(ChangePassword);
  const schema = passwordSchema(t);
  const form = useSchemaForm('password', schema, { initialValues: EMPTY });
  const values = form.values;
  const errors = errorsNow(schema, values);
  const ready = values.current !== '' && values.next.trim() !== '' && values.next === values.confirm && !errors.next;
  // The server's refusals (form.errors) go when their field is typed into again.
  const field = (name: keyof typeof EMPTY) => {
    const props = form.getInputProps(name);
    return { ...props, error: errors[name] ?? props.error };
  };

  const submit = async ({ current, next }: typeof EMPTY) => {
    if (!ready || loading) return;
    try {
      const { data } = await change({ variables: { currentPassword: current, newPassword: next } });
      if (data) session.renewToken(data.changePassword.token);
      form.reset();
      toast.account(t('password.changed'));
    } catch (error) {
      const message = errorMessage(error, t('password.failed'));
      const wrongCurrent = message === WRONG_CURRENT;
      if (errorCode(error) === 'BAD_USER_INPUT') {
        if (wrongCurrent) form.setFieldError('current', t('password.wrongCurrent'));
        else form.setFieldError('next', message); // the password policy's text: too common, your email, …
      }
      toast.account(wrongCurrent ? t('password.wrongCurrent') : message, 'error');
    }
  };

  return (
    <AccountScreen title={t('password.title')} description={t('password.description')}>
      <Card withBorder radius="lg" padding="lg" maw={480}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              required
              {...field('current')}
            />
            <PasswordInput label={t('password.new')} autoComplete="new-password" required {...field('next')} />
            <PasswordInput label={t('password.confirm')} autoComplete="new-password" required {...field('confirm')} />
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
