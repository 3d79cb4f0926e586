/**
 * What a page's route needs in the browser, named in its HTML so the browser fetches it beside the
 * app's entry instead of after the entry has run and matched the route: the screens' code (and the
 * shared chunks it imports that the entry does not), their data modules (lib/routeData.ts), their
 * message catalogs in the page's language, and their stylesheets. Read from Vite's build manifest
 * (web/dist/.vite/manifest.json), whose chunks are named after their modules: a screen `BookPage`
 * is `BookPage`, its data module `BookPage.data`.
 */

/** One chunk of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What the matched routes of a page load lazily. */
export interface RouteNeeds {
  /** The matched screens' component names (a module's chunk is named after it). */
  screens: string[];
  /** The message catalogs they read. */
  namespaces: string[];
  language: string;
}

/** Every chunk `key` imports, itself included, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

/** The manifest keys of the chunks a page's route needs, beyond the entry's own. */
export function routeChunks(manifest: Manifest, { screens, namespaces, language }: RouteNeeds): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const dynamic = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  const named = (name: string) => dynamic.filter(([, chunk]) => chunk.name === name).map(([key]) => key);
  const roots = [
    ...screens.flatMap((screen) => [...named(screen), ...named(`${screen}.data`)]),
    // A catalog is imported compiled (`?lingui`, i18n/catalogs.ts), and the manifest names it so.
    ...namespaces.map((ns) => `src/i18n/locales/${language}/${ns}.json?lingui`).filter((key) => manifest[key]),
  ];
  const needed = new Set<string>();
  for (const root of roots) for (const key of closure(manifest, root)) if (!loaded.has(key)) needed.add(key);
  return [...needed];
}

/** `<link>` tags for those chunks: module preloads for code, stylesheets for their CSS. */
export function preloadTags(manifest: Manifest, needs: RouteNeeds): string {
  const chunks = routeChunks(manifest, needs).map((key) => manifest[key]!);
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`),
  ].join('');
}
