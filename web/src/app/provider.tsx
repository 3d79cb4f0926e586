/**
 * The reader's language (i18n/react.tsx), Mantine (MantineProvider with the app's theme, toasts) and
 * Apollo around the router, in that order; the app has nothing global else. The styles of Mantine's
 * components come with the first Mantine component (lib/lazyMantine.ts). The browser (main.tsx) and
 * the server (server/render.tsx) wrap the same tree, each with its own router, Apollo Client and
 * translator, so what the server renders is what the browser hydrates.
 */
import './styles';
// Nepali titles render the same on every device; the browser fetches it only for Devanagari text.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './global.css';
import './transitions.css';
import type { ApolloClient } from '@apollo/client';
import type { I18n } from '../i18n/translate';
import { I18nProvider, useTranslation } from '../i18n/react';
import { getApolloContext } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { lazy, useContext, useMemo, type ReactNode } from 'react';
import { LazyPiece } from '../components/LazyPiece';
import { WhenAlive } from '../components/WhenAlive';
import { loadedApolloClient } from '../lib/lazyApollo';
import { PhoneGuess } from '../lib/media';
import { withMantine } from '../lib/lazyMantine';
import { createAppTheme } from '../lib/theme';

const Toasts = lazy(() => withMantine(import('../components/layout/Toasts')).then((m) => ({ default: m.Toasts })));

export function AppProvider({
  client,
  i18n,
  phone,
  children,
}: {
  /** The server's client; the browser's is the lazily loaded one (lib/lazyApollo.ts). */
  client?: ApolloClient;
  i18n: I18n;
  /** Drawn for a phone (lib/media.ts): the same on the server and in the browser that hydrates its page. */
  phone: boolean;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <PhoneGuess value={phone}>
        <ThemedApp client={client}>{children}</ThemedApp>
      </PhoneGuess>
    </I18nProvider>
  );
}

/**
 * Mantine's provider, always light. It writes nothing into the page: the <style>s it would write are
 * stylesheets held to its output by a test (lib/themeVariables.test.tsx): the theme's CSS variables
 * in the shell's (lib/themeVariables.css), the visibleFrom classes in Mantine's chunk
 * (lib/mantineVisibility.css). Nor does it set the colour scheme on <html>, which index.html already
 * marks light: writing the attribute, even the same value, would restyle the whole page as it comes alive.
 */
const noRootElement = () => undefined;

function ThemedApp({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(
    () => createAppTheme({ pagination: (control) => t(`pagination.${control}`), passwordToggle: t('passwordToggle') }),
    [t],
  );
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      getRootElement={noRootElement}
    >
      {/* The server draws no toasts. */}
      <WhenAlive>
        <LazyPiece fallback={null}>
          <Toasts />
        </LazyPiece>
      </WhenAlive>
      <ApolloClientProvider client={client}>{children}</ApolloClientProvider>
    </MantineProvider>
  );
}

/**
 * Apollo's own context. The server gives its client. In the browser the context reads the client
 * when a hook asks, so it is the same value before and after the client loads (lib/lazyApollo.ts):
 * a new value would reach the server-drawn parts still waiting for their code (the header's search)
 * and make React draw them again instead of hydrating them. What reads the graph waits for the
 * client before it renders, so no hook finds it missing.
 */
function ApolloClientProvider({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  const ApolloContext = getApolloContext();
  // Kept as ApolloProvider keeps it: the server's prerenderStatic puts its own fields in the context above.
  const parent = useContext(ApolloContext);
  const value = useMemo(
    () =>
      client
        ? { ...parent, client }
        : Object.defineProperty({ ...parent }, 'client', { get: loadedApolloClient, enumerable: true }),
    [parent, client],
  );
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
