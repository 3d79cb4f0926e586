// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's feature folders, each its own island (see the import rules below). */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The first segment of every path of the web app (web/src/config/paths.ts). A string or template
 * that starts with '/' and one of them spells an app path, which only paths.ts may do (see below);
 * '/graphql', '/session' and asset URLs are the gateway's, not pages. web/src/importRules.test.ts
 * fails when a route of paths.ts starts with a segment missing here.
 */
const appPathSegments = [
  'about',
  'account',
  'authors',
  'books',
  'cart',
  'catalog',
  'checkout',
  'contact',
  'forgot-password',
  'home',
  'login',
  'orders',
  'payment',
  'payments',
  'profile',
  'rental-policy',
  'search',
  'signup',
  'social',
  'staff',
  'terms',
];
const appPath = `/^\\/(${appPathSegments.join('|')})([\\/?#]|$)/`;
const appPathMessage =
  'App paths are spelled once, in web/src/config/paths.ts: build this one with `paths` (`routePaths` in the route table).';

/** The web app's libraries whose module files (esm/, cjs/, lib/, dist/, src/) are off limits (see below). */
const internalsOf = [
  '@mantine/[^/]+',
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@apollo/client',
];

/**
 * React's own keys on DOM nodes (`__reactProps$…`, `__reactFiber$…`, `__reactContainer$…`) are its
 * internals: they change name and meaning between releases. The web app reads and writes fields
 * through React's props and the DOM's documented API only, so any identifier, string or template
 * holding `__react` is refused in web/src (issue 33 §9).
 */
const reactInternalsMessage =
  "React's `__react…` keys are its internals: use props, refs and the DOM's documented API instead.";
const reactInternals = [
  { selector: 'Identifier[name=/__react/]', message: reactInternalsMessage },
  { selector: 'Literal[value=/__react/]', message: reactInternalsMessage },
  { selector: 'TemplateElement[value.raw=/__react/]', message: reactInternalsMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'rest/src/db/migrations/**',
      '**/generated/**',
      '**/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The browser app and the IDE page: browser globals and the rules of hooks.
    files: ['web/**/*.{ts,tsx}', 'gateway/ide/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app's layers import one way: app/ → features/ → components/ and lib/ → config/, never
    // back, and no feature reaches into another's internals (only its index.ts, if it has one). No
    // import loops.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Parse TypeScript modules too when following imports (the default parses only .js).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/features', from: './web/src/app', message: 'features/ must not import app/.' },
            ...['./web/src/components', './web/src/lib', './web/src/i18n'].flatMap((target) =>
              ['./web/src/app', './web/src/features'].map((from) => ({
                target,
                from,
                message: 'components/ and lib/ sit below app/ and features/.',
              })),
            ),
            { target: './web/src/lib', from: './web/src/components', message: 'lib/ must not import components/.' },
            { target: './web/src/i18n', from: './web/src/components', message: 'i18n/ must not import components/.' },
            {
              target: './web/src/config',
              from: ['./web/src/app', './web/src/features', './web/src/components', './web/src/lib', './web/src/i18n'],
              message:
                'config/ sits below every layer: it must not import app/, features/, components/, lib/ or i18n/.',
            },
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              // Another feature's index.ts is its public surface (features/friends/ for the profile and
              // Book Social); the files behind it are its internals.
              except: [`./${feature}`, ...webFeatures.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
              message:
                "A feature must not import another feature's internals; import its index.ts, or move what both need to components/ or lib/.",
            })),
          ],
        },
      ],
    },
  },
  {
    // The web app uses its libraries through their documented entry points, never their module files
    // (issue 33 §9): a library's internals change without notice in a patch release. Mantine's
    // stylesheets (`@mantine/core/styles/…`) and `react-dom/client` or `/server` are entry points.
    // The router is one name, react-router-dom.
    // web/src/importRules.test.ts holds the rule to this.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                'Import the router from react-router-dom, the package the design card names (in v7 it is react-router with its DOM RouterProvider).',
            },
          ],
          patterns: [
            {
              regex: `^(${internalsOf.join('|')})/(esm|cjs|lib|dist|src)(/|$)`,
              message:
                "A library's internal module: import what its documentation names (its package, or an entry point such as @mantine/core/styles/…).",
            },
          ],
        },
      ],
    },
  },
  {
    // No `__react` key anywhere in the web app; the block below repeats these selectors, since a
    // later block's `no-restricted-syntax` replaces this one's for the files both match.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...reactInternals] },
  },
  {
    // The app's paths are spelled in one place, web/src/config/paths.ts (issue 17 §5): a page's path
    // as a string or template anywhere else, or '/' as a link or a navigation's target, is refused.
    // Tests spell the URL a reader sees on purpose.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/config/paths.ts', 'web/src/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...reactInternals,
        { selector: `Literal[value=${appPath}]`, message: appPathMessage },
        { selector: `TemplateElement[value.raw=${appPath}]`, message: appPathMessage },
        {
          selector:
            ":matches(JSXAttribute[name.name=/^(to|href)$/], Property[key.name=/^(to|href)$/], CallExpression[callee.name=/^(navigate|redirect)$/], CallExpression[callee.property.name='navigate']) Literal[value='/']",
          message: appPathMessage,
        },
      ],
    },
  },
  {
    // REST's route files keep HTTP only (issue 18 §4): schemas, parsing, status codes and calls into
    // the domain modules (rest/src/cart/, orders/, social/, …), which hold every query.
    files: ['rest/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.js', '**/db/client.js'],
              message: 'Route files keep HTTP only: put the query in a domain module and call it from the route.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.name=/^(db|tx)$/][property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|query|with|\\$count)$/]',
          message: 'Route files keep HTTP only: put the query in a domain module and call it from the route.',
        },
      ],
    },
  },
  {
    files: ['**/main.ts', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read loosely typed JSON replies on purpose: the assertions are the type check.
    files: ['**/test/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
