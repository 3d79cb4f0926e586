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
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { BIRTH_DATE_MIN, birthDateError, birthDateMax } from '../../lib/birthDate';
import { errorCode, errorMessage } from '../../lib/notify';
import { PASSWORD_MIN, passwordLengthError } from '../../lib/passwordRules';
import { afterSignIn, withRedirect } from '../../lib/returnTo';
import { session } from '../../lib/session';
import { AuthCard } from './AuthCard';
import { PictureInput } from './PictureInput';
import { applyMemberLanguage } from '../../i18n/useLanguage';
import { toSessionUser } from './sessionUser';

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

interface Form {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  dateOfBirth: string;
  password: string;
  confirmPassword: string;
  status: string;
}
const EMPTY: Form = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
  status: '',
};

export function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  const client = useApolloClient();
  const { number } = useFormat();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(EMPTY);
  const [picture, setPicture] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [rental, setRental] = useState(false);
  const [touchedAcceptance, setTouchedAcceptance] = useState(false);
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

  const set = (key: keyof Form) => (e: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget after the handler, before the updater may run.
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const mismatch = form.confirmPassword !== '' && form.password !== form.confirmPassword;
  // The rules are lib's; their English texts are said here in the reader's language.
  const dateOfBirthError =
    birthDateError(form.dateOfBirth) &&
    t(form.dateOfBirth < BIRTH_DATE_MIN ? 'signup.birthDateTooEarly' : 'signup.birthDateInFuture');
  const tooShort = passwordLengthError(form.password) && t('errors.passwordTooShort', { min: PASSWORD_MIN });
  const stepOneFilled = (
    ['firstName', 'lastName', 'username', 'email', 'dateOfBirth', 'password', 'confirmPassword'] as const
  ).every((k) => form[k].trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!terms || !rental) return setError(t('signup.acceptBoth'));
    setError(null);
    try {
      const { data } = await register({
        variables: {
          input: {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            username: form.username.trim(),
            email: form.email.trim(),
            dateOfBirth: form.dateOfBirth,
            password: form.password,
            status: form.status.trim() || null,
            profilePicture: picture,
            hasAcceptedTerms: terms,
            hasAcceptedRentalPolicy: rental,
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
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (stepOneFilled && !mismatch && !dateOfBirthError && !tooShort) setStep(1);
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('signup.firstName')}
                value={form.firstName}
                onChange={set('firstName')}
                required
                autoComplete="given-name"
              />
              <TextInput
                label={t('signup.lastName')}
                value={form.lastName}
                onChange={set('lastName')}
                required
                autoComplete="family-name"
              />
            </SimpleGrid>
            <TextInput
              label={t('signup.username')}
              value={form.username}
              onChange={set('username')}
              required
              autoComplete="username"
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              value={form.email}
              onChange={set('email')}
              required
              autoComplete="email"
            />
            <TextInput
              label={t('signup.dateOfBirth')}
              type="date"
              value={form.dateOfBirth}
              onChange={set('dateOfBirth')}
              min={BIRTH_DATE_MIN}
              max={birthDateMax()}
              error={dateOfBirthError}
              required
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              label={t('fields.password')}
              value={form.password}
              onChange={set('password')}
              required
              autoComplete="new-password"
              error={tooShort}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              label={t('signup.confirmPassword')}
              value={form.confirmPassword}
              onChange={set('confirmPassword')}
              required
              autoComplete="new-password"
              error={mismatch ? t('errors.passwordsDiffer') : undefined}
            />
            <Button
              type="submit"
              disabled={!stepOneFilled || mismatch || Boolean(dateOfBirthError) || tooShort !== null}
            >
              {t('signup.next')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <PictureInput value={picture} onChange={setPicture} />
            <TextInput
              label={t('signup.status')}
              placeholder={t('signup.statusPlaceholder')}
              value={form.status}
              onChange={set('status')}
              maxLength={150}
            />
            <Checkbox
              checked={terms}
              onChange={(e) => (setTerms(e.currentTarget.checked), setTouchedAcceptance(true))}
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
              checked={rental}
              onChange={(e) => (setRental(e.currentTarget.checked), setTouchedAcceptance(true))}
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
            {touchedAcceptance && !(terms && rental) && (
              <Text c="red" size="sm">
                {t('signup.acceptBoth')}
              </Text>
            )}
            <Group wrap="nowrap">
              <Button variant="default" onClick={() => setStep(0)} disabled={loading}>
                {t('signup.back')}
              </Button>
              <Button type="submit" disabled={!terms || !rental || loading || done} style={{ flex: 1 }}>
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
