/**
 * How the browser's build is cut into files. Left to itself, Rolldown gives each set of routes that
 * shares some modules a chunk of its own: ~270 files, a book page loading 110 of them, most of them
 * a few hundred bytes of Mantine. Each file is a link the page adds as it starts (a module preload
 * or a stylesheet), and Chromium starts its fetch there and then, on the main thread: ~1 ms a link
 * on these machines (up to 9), 90 ms for a book page's, before a phone's 4× slowdown. These
 * groups gather what pages load together into a few files:
 * - `shell`: everything the entry imports statically, in one file beside the entry.
 * - `mantine-common`: Mantine's code that two or more routes or lazily loaded pieces use. A
 *   component only one route draws stays in that route's chunk.
 * - `apollo-client`: Apollo Client and its dependencies, loaded whole whenever the graph is read.
 * - Mantine's Menu stays out of it: only the member menu and the back office's tables draw one.
 * - `forms`: @mantine/form, valibot and lib/schemaForm.ts, loaded by the screens with a form only
 *   (not inside `mantine-common`, which every page loads once alive).
 * - `icons`: the Tabler icons that four or more chunks draw. Apart, each is a file of ~250 B gzip
 *   (the account menu alone loaded 9); together they are 1.3 kB gzip, one link. Icons fewer chunks
 *   share stay apart: in here, the landing page (which draws three of the common ones) would load
 *   them too.
 * - `app-common`: the screens' own small shared modules (APP_SHARED) that three or more chunks
 *   import: apart, each is a file of a few hundred bytes (a book page loaded 20 of them). Neither
 *   the landing page nor what every page loads once alive imports them, so neither loads it.
 * Stylesheets are not gathered: they stay with the code that imports them, in the order the app
 * imports them (app/styles.ts, lib/mantineStyles.ts).
 */
import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const SCRIPT = /\.([cm]?js|tsx?|json)$/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const MANTINE = /[\\/]node_modules[\\/]@mantine[\\/]/;
/** Mantine's Menu: the member menu's and the back office's tables' only (see `mantine-common`). */
const MENU = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/].*[\\/]Menu[\\/]/;
const FORMS =
  /[\\/](node_modules[\\/](@mantine[\\/]form|valibot|klona|fast-deep-equal)[\\/]|src[\\/]lib[\\/]schemaForm\.ts$)/;
const ICONS = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
/**
 * The screens' shared building blocks: components/ (not the layout, which the shell and the pieces
 * every page loads once alive draw, nor the header's search, nor the 404 screen, a route the server
 * preloads by its own name) and the lib/ modules only screens use.
 */
const APP_SHARED =
  /[\\/]web[\\/]src[\\/](components[\\/](?!layout[\\/]|SuggestingSearchInput|NotFoundPage)|lib[\\/](listTop|money|optimistic|useBookActions|ids|rentals|bookOrderings|idempotency|returnTo)\.ts$|i18n[\\/]terms\.ts$)/;
const APOLLO = /[\\/]node_modules[\\/](@apollo|graphql|@wry|optimism|rxjs|tslib|@graphql-typed-document-node)[\\/]/;

const scripts = (test: (id: string) => boolean) => (id: string) => SCRIPT.test(id) && test(id);

export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // The entry itself stays the entry (the manifest's, and index.html's script).
  { name: 'shell', test: scripts((id) => !ENTRY.test(id)), tags: ['$initial'], priority: 3 },
  { name: 'forms', test: scripts((id) => FORMS.test(id)), priority: 2 },

  {
    name: 'mantine-common',
    // Menu is left to Rolldown: the member menu and the back office's data tables share it, and in
    // here every page, a guest's too, would load it once alive.
    test: scripts((id) => MANTINE.test(id) && !FORMS.test(id) && !MENU.test(id)),
    minShareCount: 2,
    priority: 2,
  },
  { name: 'icons', test: scripts((id) => ICONS.test(id)), minShareCount: 4, priority: 2 },
  { name: 'apollo-client', test: scripts((id) => APOLLO.test(id)), priority: 2 },
  { name: 'app-common', test: scripts((id) => APP_SHARED.test(id)), minShareCount: 3, priority: 1 },
];
