/**
 * The reader's language (i18next), Mantine (theme, toasts) and Apollo around the router, in that
 * order; the app has nothing global else. The browser (main.tsx) and the server (server/render.tsx)
 * wrap the same tree, each with its own router, Apollo Client and i18next instance, so what the
 * server renders is what the browser hydrates.
 */
import './styles';
// Nepali titles render the same on every device; the browser fetches it only for Devanagari text.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './global.css';
import './transitions.css';
import type { ApolloClient } from '@apollo/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { PhoneGuess } from '../lib/media';
import { cssVariablesResolver, createAppTheme } from './theme';

const Toasts = lazy(() => import('../components/layout/Toasts').then((m) => ({ default: m.Toasts })));

export function AppProvider({
  client,
  i18n,
  phone,
  children,
}: {
  client: ApolloClient;
  i18n: I18n;
  /** Drawn for a phone (lib/media.ts): the same on the server and in the browser that hydrates its page. */
  phone: boolean;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <PhoneGuess value={phone}>
        <ThemedApp client={client}>{children}</ThemedApp>
      </PhoneGuess>
    </I18nextProvider>
  );
}

function ThemedApp({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(
    () => createAppTheme({ pagination: (control) => t(`pagination.${control}`), passwordToggle: t('passwordToggle') }),
    [t],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredToasts />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

/**
 * The server draws no toasts: they mount after hydration, so both draw the same. A component of its
 * own, so mounting them re-renders nothing around (no context changes under a deferred component).
 */
function DeferredToasts() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
