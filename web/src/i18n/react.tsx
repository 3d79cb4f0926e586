/**
 * The translator in React: a screen's `t` for its namespace, redrawn when the language changes,
 * and <Trans> for texts with links or emphasis inside ('New to Pustak? <anchor>Create an account</anchor>').
 */
import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Namespace } from './catalogs';
import { findI18n, interpolate, type I18n, type TFunction, type TKey, type TOptions } from './translate';

const I18nContext = createContext<I18n | undefined>(undefined);

/** The reader's translator: the server's one per request, the browser's one. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
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

/** `<name>inner</name>` or `<name/>`. */
const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/**
 * A text with elements inside: each `<name>…</name>` in the text becomes `components[name]` with
 * the tag's words as its children (`<name/>`, the element as it is). Placeholders are filled after
 * the tags are read, so a value ('<b>' in an author's name) is shown as written, never as markup.
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
  const i18n = useI18n();
  const template = i18n.template(t.namespace, i18nKey, values) ?? i18nKey;
  const fill = (text: string) => interpolate(text, values, i18n.language);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > last) nodes.push(fill(template.slice(last, match.index)));
    const name = match[1] ?? match[2]!;
    const component = components[name];
    const inner = match[3] === undefined ? undefined : fill(match[3]);
    if (!component) nodes.push(inner ?? '');
    else
      nodes.push(
        inner === undefined
          ? cloneElement(component, { key: nodes.length })
          : cloneElement(component, { key: nodes.length }, inner),
      );
    last = match.index + match[0].length;
  }
  if (last < template.length) nodes.push(fill(template.slice(last)));
  return <Fragment>{nodes}</Fragment>;
}
