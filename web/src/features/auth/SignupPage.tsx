/**
 * Sign up in two steps (SPEC §2, §4, §5). Step 1: personal data, Next only when everything is
 * filled and the passwords match. Step 2: picture and the two acceptances. While the account is
 * made an overlay cycles its text every 2 s; on success the member is signed in with remember on
 * and sent back where they were (the redirect query, as on login) or to /home.
 */
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stepper.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  LoadingOverlay,
  PasswordInput,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import type { TFunction } from '../../i18n/translate';
import { BIRTH_DATE_MIN, birthDateError } from '../../lib/birthDate';
import { errorCode, errorMessage } from '../../lib/notify';
import { PASSWORD_MIN, passwordLengthError } from '../../lib/passwordRules';
import { afterSignIn, withRedirect } from '../../lib/returnTo';
import { errorsNow, useSchemaForm } from '../../lib/schemaForm';
import { session } from '../../lib/session';
import { AuthCard } from './AuthCard';
import { PictureInput } from './PictureInput';
import { applyMemberLanguage } from '../../i18n/useLanguage';
import { toSessionUser } from './sessionUser';
import { BirthDateInput } from '../../components/BirthDateInput';

const Register = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        username
        firstName
        lastName
        profilePictureUrl
      }
    }
  }
`);

const LOADING_TEXTS = ['account', 'library', 'profile', 'almost'] as const;

const EMPTY = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
  status: '',
  picture: null as string | null,
  terms: false,
  rental: false,
};
type Values = typeof EMPTY;
const STEP_ONE = ['firstName', 'lastName', 'username', 'email', 'dateOfBirth', 'password', 'confirmPassword'] as const;

/** What step 1 says as the reader types; blank fields only keep Next off. */
const signupSchema = (t: TFunction<'auth'>) =>
  v.pipe(
    v.looseObject({
      // The rules are lib's; their English texts are said here in the reader's language.
      dateOfBirth: v.pipe(
        v.string(),
        v.check(
          (date) => !birthDateError(date),
          (issue) => t(String(issue.input) < BIRTH_DATE_MIN ? 'signup.birthDateTooEarly' : 'signup.birthDateInFuture'),
        ),
      ),
      password: v.pipe(
        v.string(),
        v.check((password) => !passwordLengthError(password), t('errors.passwordTooShort', { min: PASSWORD_MIN })),
      ),
    }),
    v.forward(
      v.check((f) => f.confirmPassword === '' || f.password === f.confirmPassword, t('errors.passwordsDiffer')),
      ['confirmPassword'],
    ),
  );

export function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  const client = useApolloClient();
  const { number } = useFormat();
  const [step, setStep] = useState(0);
  const schema = signupSchema(t);
  const form = useSchemaForm('signup', schema, { initialValues: EMPTY });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [textIndex, setTextIndex] = useState(0);
  const [register, { loading }] = useMutation(Register);
  const navigate = useNavigate();
  const { search } = useLocation();
  const ticker = useInterval(() => setTextIndex((i) => (i + 1) % LOADING_TEXTS.length), 2000);

  // The guard leaves /signup for the same place as soon as the member is signed in; this is the
  // SPEC's 1 s fallback, dropped if the page has gone by then.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(afterSignIn(search), { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [done, navigate, search]);

  useEffect(() => {
    if (loading) ticker.start();
    else ticker.stop();
    return ticker.stop;
  }, [loading, ticker]);

  const values = form.values;
  const errors = errorsNow(schema, values);
  const stepOneReady = STEP_ONE.every((k) => values[k].trim()) && Object.keys(errors).length === 0;
  const accepted = values.terms && values.rental;
  const field = (name: (typeof STEP_ONE)[number] | 'status') => ({
    ...form.getInputProps(name),
    error: errors[name],
  });
  const acceptance = (name: 'terms' | 'rental') => form.getInputProps(name, { type: 'checkbox', withFocus: false });

  // Enter in a field submits step 1 too, so it is checked as Next is.
  const next = () => {
    if (stepOneReady) setStep(1);
  };

  const submit = async (f: Values) => {
    setError(null);
    try {
      const { data } = await register({
        variables: {
          input: {
            firstName: f.firstName.trim(),
            lastName: f.lastName.trim(),
            username: f.username.trim(),
            email: f.email.trim(),
            dateOfBirth: f.dateOfBirth,
            password: f.password,
            status: f.status.trim() || null,
            profilePicture: f.picture,
            hasAcceptedTerms: f.terms,
            hasAcceptedRentalPolicy: f.rental,
            termsAcceptanceDate: new Date().toISOString(),
          },
        },
      });
      if (!data) throw new Error('no data');
      session.signIn(data.register.token, toSessionUser(data.register.user), true, { newMember: true });
      // The language the new member signed up in becomes theirs.
      await applyMemberLanguage(i18n, client, null);
      setDone(true);
    } catch (e) {
      setError(errorCode(e) ? errorMessage(e, t('signup.failed')) : t('errors.unexpected'));
    }
  };

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <LoadingOverlay
        visible={loading}
        overlayProps={{ blur: 2 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="sm" role="status" aria-live="polite">
              <Loader />
              <Text fw={600}>{t(`signup.loading.${LOADING_TEXTS[textIndex] ?? 'account'}`)}</Text>
            </Stack>
          ),
        }}
      />
      <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label={t('signup.steps.aboutYou')} icon={number(1)} />
        <Stepper.Step label={t('signup.steps.finish')} icon={number(2)} />
      </Stepper>
      {done && (
        <Alert color="teal" mb="md">
          {t('signup.welcome')}
        </Alert>
      )}
      {error && (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      )}
      {step === 0 ? (
        <form onSubmit={form.onSubmit(next)}>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('signup.firstName')} {...field('firstName')} required autoComplete="given-name" />
              <TextInput label={t('signup.lastName')} {...field('lastName')} required autoComplete="family-name" />
            </SimpleGrid>
            <TextInput label={t('signup.username')} {...field('username')} required autoComplete="username" />
            <TextInput label={t('fields.email')} type="email" {...field('email')} required autoComplete="email" />
            <BirthDateInput label={t('signup.dateOfBirth')} {...field('dateOfBirth')} required />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              label={t('fields.password')}
              {...field('password')}
              required
              autoComplete="new-password"
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              label={t('signup.confirmPassword')}
              {...field('confirmPassword')}
              required
              autoComplete="new-password"
            />
            <Button type="submit" disabled={!stepOneReady}>
              {t('signup.next')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={form.onSubmit(submit)}>
          <Stack>
            <PictureInput value={values.picture} onChange={(picture) => form.setFieldValue('picture', picture)} />
            <TextInput
              label={t('signup.status')}
              placeholder={t('signup.statusPlaceholder')}
              {...field('status')}
              maxLength={150}
            />
            <Checkbox
              {...acceptance('terms')}
              label={
                <Trans
                  t={t}
                  i18nKey="signup.acceptTerms"
                  components={{
                    anchor: <Anchor component={Link} to={paths.terms} target="_blank" inherit underline="always" />,
                  }}
                />
              }
            />
            <Checkbox
              {...acceptance('rental')}
              label={
                <Trans
                  t={t}
                  i18nKey="signup.acceptRental"
                  components={{
                    anchor: (
                      <Anchor component={Link} to={paths.rentalPolicy} target="_blank" inherit underline="always" />
                    ),
                  }}
                />
              }
            />
            {(form.isTouched('terms') || form.isTouched('rental')) && !accepted && (
              <Text c="red" size="sm">
                {t('signup.acceptBoth')}
              </Text>
            )}
            <Group wrap="nowrap">
              <Button variant="default" onClick={() => setStep(0)} disabled={loading}>
                {t('signup.back')}
              </Button>
              <Button type="submit" disabled={!accepted || loading || done} style={{ flex: 1 }}>
                {t('signup.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{ anchor: <Anchor component={Link} to={withRedirect(paths.login, search)} underline="always" /> }}
        />
      </Text>
    </AuthCard>
  );
}
