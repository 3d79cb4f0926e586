/**
 * The profile fields of Account Info: names, date of birth (1900 to today), status (150
 * characters), bio (500) and social links (http(s) links to the named site). Only changed fields
 * are sent; Save is off until something changed; a refused save shows the server's message.
 */
import { useMutation } from '@apollo/client/react';
import { Button, Grid, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import * as v from 'valibot';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { BIRTH_DATE_MIN, birthDateError } from '../../../lib/birthDate';
import { errorMessage, toast } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/schemaForm';
import { socialLinkError, type SocialField } from './socialLinks';
import { BirthDateInput } from '../../../components/BirthDateInput';
import { useFormat } from '../../../i18n/format';

const BIO_MAX = 500;
const STATUS_MAX = 150;

const UpdateAccountInfo = graphql(`
  mutation UpdateAccountInfo($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      username
      firstName
      lastName
      dateOfBirth
      bio
      status
      statusUpdatedAt
      github
      linkedin
      instagram
      profilePictureUrl
    }
  }
`);

export interface InfoValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  status: string;
  bio: string;
  github: string;
  linkedin: string;
  instagram: string;
}

const link = (field: SocialField, t: TFunction<'account'>) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => !socialLinkError(field, value, t),
      (issue) => socialLinkError(field, issue.input, t)!,
    ),
  );

/** The rules a save must pass; the server checks the same again. */
const infoSchema = (t: TFunction<'account'>) =>
  v.looseObject({
    firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(t('info.errors.firstName'))),
    lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(t('info.errors.lastName'))),
    // birthDateError has the server's English words; the reader gets the same in their language.
    dateOfBirth: v.pipe(
      v.string(),
      v.check(
        (date) => !birthDateError(date),
        (issue) => t(issue.input < BIRTH_DATE_MIN ? 'info.errors.birthBefore1900' : 'info.errors.birthFuture'),
      ),
    ),
    github: link('github', t),
    linkedin: link('linkedin', t),
    instagram: link('instagram', t),
  });

function Counter({ value, max }: { value: string; max: number }) {
  const { number } = useFormat();
  return (
    <Text size="xs" c={value.length >= max ? 'red' : 'dimmed'} ta="right">
      {number(value.length)}/{number(max)}
    </Text>
  );
}

export function AccountInfoForm({ saved }: { saved: InfoValues }) {
  const { t } = useTranslation('account');
  const [update, { loading }] = useMutation(UpdateAccountInfo);
  const form = useSchemaForm('account-info', infoSchema(t), { initialValues: saved });
  const values = form.values;
  const changes = Object.fromEntries(
    (Object.keys(values) as (keyof InfoValues)[])
      .filter((k) => values[k] !== saved[k] && !(k === 'dateOfBirth' && !values[k]))
      .map((k) => [k, k === 'firstName' || k === 'lastName' ? values[k].trim() : values[k]]),
  );
  const dirty = Object.keys(changes).length > 0;
  const field = (name: keyof InfoValues) => form.getInputProps(name);

  const submit = async () => {
    if (!dirty) return;
    try {
      const { data } = await update({ variables: { input: changes } });
      const p = data?.updateProfile;
      if (p) {
        session.updateUser({
          id: p.id,
          username: p.username,
          firstName: p.firstName,
          lastName: p.lastName,
          profilePictureUrl: p.profilePictureUrl ?? null,
        });
      }
      toast.account(t('info.updated'));
    } catch (error) {
      toast.account(errorMessage(error, t('info.updateFailed')), 'error');
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('info.firstName')}
              required
              maxLength={100}
              autoComplete="given-name"
              {...field('firstName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('info.lastName')}
              required
              maxLength={100}
              autoComplete="family-name"
              {...field('lastName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <BirthDateInput label={t('info.dateOfBirth')} autoComplete="bday" {...field('dateOfBirth')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('info.status')}
              description={t('info.statusDescription')}
              maxLength={STATUS_MAX}
              {...field('status')}
            />
            <Counter value={values.status} max={STATUS_MAX} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t('info.bio')} autosize minRows={3} maxRows={8} maxLength={BIO_MAX} {...field('bio')} />
            <Counter value={values.bio} max={BIO_MAX} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="GitHub"
              placeholder="https://github.com/you"
              type="url"
              maxLength={200}
              {...field('github')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="LinkedIn"
              placeholder="https://linkedin.com/in/you"
              type="url"
              maxLength={200}
              {...field('linkedin')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Instagram"
              placeholder="https://instagram.com/you"
              type="url"
              maxLength={200}
              {...field('instagram')}
            />
          </Grid.Col>
        </Grid>
        <Group gap="sm">
          <Button type="submit" disabled={!dirty || loading}>
            {loading ? t('info.saving') : t('info.save')}
          </Button>
          {dirty && !loading && (
            <Button variant="subtle" color="gray" onClick={form.reset}>
              {t('info.discard')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
