/**
 * The translator in React: a screen's `t` for its namespace, redrawn when the language changes,
 * and <Trans> for texts with links or emphasis inside ('New to Pustak? <anchor>Create an account</anchor>'),
 * drawn by @lingui/react's <Trans>.
 */
import { I18nProvider as LinguiProvider, Trans as LinguiTrans } from '@lingui/react';
import {
  createContext,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Namespace } from './catalogs';
import { findI18n, MESSAGE_OPTIONS, messageId, type I18n, type TFunction, type TKey, type TOptions } from './translate';

const I18nContext = createContext<I18n | undefined>(undefined);

/** The reader's translator: the server's one per request, the browser's one. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nContext.Provider value={i18n}>
      <LinguiProvider i18n={i18n.lingui}>{children}</LinguiProvider>
    </I18nContext.Provider>
  );
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext) ?? findI18n();
  if (!i18n) throw new Error('no translator: render inside <I18nProvider> or after createI18n');
  return i18n;
}

/** `t` for `namespace` (common by default) in the language shown; a new `t` when it changes. */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): { t: TFunction<N>; i18n: I18n } {
  const i18n = useI18n();
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const ns = (namespace ?? 'common') as N;
  // A new `t` when the language changes, so memoised work that translates runs again.
  const t = useMemo(() => i18n.getFixedT(ns, language), [i18n, ns, language]);
  return { t, i18n };
}

/**
 * A text with elements inside: each `<name>…</name>` in the text becomes `components[name]` with
 * the tag's words as its children (`<name/>`, the element as it is). Each text value goes to Lingui
 * as an element of its own, so a value ('<b>' in an author's name) is shown as written, never as markup.
 */
export function Trans<N extends Namespace>({
  t,
  i18nKey,
  values = {},
  components,
}: {
  t: TFunction<N>;
  i18nKey: TKey<N>;
  values?: TOptions;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const asText = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? <Fragment>{value}</Fragment> : value,
    ]),
  );
  return (
    <LinguiTrans
      id={messageId(t.namespace, i18nKey)}
      values={asText}
      components={components}
      formats={MESSAGE_OPTIONS.formats}
    />
  );
}
