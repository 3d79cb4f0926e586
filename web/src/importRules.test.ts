/**
 * The web app's import rules (eslint.config.js) hold: a change that imports upward, sideways
 * between features, or closes a loop fails `npm run lint`, and so does an app path spelled outside
 * config/paths.ts, and so does an import of a library's internal module (its esm/, cjs/ or lib/
 * files). Each case lints a would-be edit of a real file, so the rules are checked against
 * the tree as it is.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { routePaths } from './config/paths';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}web/src/${file}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('web import rules', { timeout: 60_000 }, () => {
  it('refuse a feature importing app/', async () => {
    expect(await problems('features/book/Upward.ts', "export { routes } from '../../app/routes';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/ must not import app\//),
    ]);
  });

  it('refuse components/ or lib/ importing a feature', async () => {
    const code = "export { MyReview } from '../../features/book/MyReview';\n";
    expect(await problems('components/layout/Down.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*components\/ and lib\/ sit below/),
    ]);
  });

  it("refuse one feature importing another's internals", async () => {
    expect(await problems('features/author/Sideways.ts', "export { BookPage } from '../book/BookPage';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature must not import another feature's internals/),
    ]);
    const behindIndex = "export { useFriendActions } from '../friends/useFriendActions';\n";
    expect(await problems('features/profile/Sideways.ts', behindIndex)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature must not import another feature's internals/),
    ]);
  });

  it("accept a feature importing another's index.ts, its public surface", async () => {
    expect(await problems('features/profile/Shared.ts', "export { useFriendActions } from '../friends';\n")).toEqual(
      [],
    );
  });

  it('refuse an import loop (session ← useBookActions ← session)', async () => {
    const code = "import './useBookActions';\nexport const token = null;\n";
    expect(await problems('lib/session.ts', code)).toContainEqual(expect.stringMatching(/^import-x\/no-cycle:/));
  });

  it('accept the one-way imports the app is made of', async () => {
    const code =
      "export { ReviewCard } from '../../components/reviews/ReviewCard';\nexport { session } from '../../lib/session';\n";
    expect(await problems('features/book/Allowed.ts', code)).toEqual([]);
  });

  it('refuse config/ importing lib/: it sits below every layer', async () => {
    expect(await problems('config/paths.ts', "export { sumRs } from '../lib/money';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*config\/ sits below every layer/),
    ]);
  });

  it('accept every layer importing config/', async () => {
    const code = "export { paths } from '../../config/paths';\n";
    expect(await problems('features/book/Allowed.ts', code)).toEqual([]);
    expect(await problems('components/layout/Allowed.ts', code)).toEqual([]);
  });
});

describe('web paths rule', { timeout: 60_000 }, () => {
  const refused = expect.stringMatching(
    /^no-restricted-syntax: App paths are spelled once, in web\/src\/config\/paths\.ts/,
  );

  it('refuse a path literal in a feature', async () => {
    const code =
      'import { Link } from \'react-router-dom\';\nexport const ToCart = () => <Link to="/cart">Cart</Link>;\n';
    expect(await problems('features/book/ToCart.tsx', code)).toEqual([refused]);
    expect(await problems('lib/goHome.ts', "export const home = '/home?from=test';\n")).toEqual([refused]);
  });

  it('refuse a path template in a feature', async () => {
    expect(
      await problems('features/book/bookLink.ts', 'export const bookLink = (id: string) => `/books/${id}`;\n'),
    ).toEqual([refused]);
  });

  it("refuse '/' as a link's target, not as a separator", async () => {
    const code =
      "import { Link } from 'react-router-dom';\nexport const Home = () => <Link to=\"/\">Home</Link>;\nexport const parts = (p: string) => p.split('/');\n";
    expect(await problems('components/layout/Home.tsx', code)).toEqual([refused]);
  });

  it("refuse every route's path spelled outside config/paths.ts", async () => {
    const all = Object.values(routePaths);
    const code = `export const links = [${all.map((path) => `{ to: ${JSON.stringify(path)} }`).join(', ')}];\n`;
    expect(await problems('features/book/Links.ts', code)).toEqual(all.map(() => refused));
  });

  it('accept the same in config/paths.ts', async () => {
    const code = "export const cart = '/cart';\nexport const book = (id: string) => `/books/${id}`;\n";
    expect(await problems('config/paths.ts', code)).toEqual([]);
  });

  it("accept the gateway's own paths, which are no pages", async () => {
    expect(
      await problems('lib/endpoints.ts', "export const endpoints = ['/graphql', '/session', '/assets/x.js'];\n"),
    ).toEqual([]);
  });
});

describe("web rule against libraries' internal modules", { timeout: 60_000 }, () => {
  const refused = expect.stringMatching(/^no-restricted-imports: .*A library's internal module/);

  it("refuse Mantine's module files, as a build plugin once swapped @mantine/hooks' use-id", async () => {
    const code = [
      "import { useId } from '@mantine/hooks/esm/use-id/use-id.mjs';",
      "import { Button } from '@mantine/core/cjs/components/Button/Button.cjs';",
      "import type { MantineThemeOverride } from '@mantine/core/lib/core/MantineProvider/theme.types';",
      'export { useId, Button, type MantineThemeOverride };',
      '',
    ].join('\n');
    expect(await problems('lib/stableIds.ts', code)).toEqual([refused, refused, refused]);
  });

  it("refuse React's and its neighbours' builds and sources", async () => {
    const code = [
      "export * from 'react-dom/cjs/react-dom-client.production.js';",
      "export * from 'react/cjs/react.production.js';",
      "export * from 'react-router/dist/development/index.mjs';",
      "export * from '@apollo/client/src/cache';",
      '',
    ].join('\n');
    expect(await problems('components/layout/Internals.ts', code)).toEqual([refused, refused, refused, refused]);
  });

  it('refuse the router under its other name: the app imports react-router-dom', async () => {
    expect(await problems('lib/router.ts', "export { Link } from 'react-router';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Import the router from react-router-dom/),
    ]);
  });

  it("accept the entry points the libraries document, Mantine's stylesheets among them", async () => {
    const code = [
      "import '@mantine/core/styles/Button.css';",
      "export { MantineProvider } from '@mantine/core';",
      "export { useDisclosure } from '@mantine/hooks';",
      "export { hydrateRoot } from 'react-dom/client';",
      "export { renderToString } from 'react-dom/server';",
      "export { useQuery } from '@apollo/client/react';",
      "export { createBrowserRouter, RouterProvider } from 'react-router-dom';",
      '',
    ].join('\n');
    expect(await problems('lib/Allowed.ts', code)).toEqual([]);
  });
});

describe("web rule against React's internals", { timeout: 60_000 }, () => {
  const refused = expect.stringMatching(/^no-restricted-syntax: React's `__react…` keys are its internals/);
  // Spelled in two parts here: this file is linted by the same rule.
  const key = '__' + 'react';

  it(`refuse a ${key} key as a string, a template or a property, in any module of web/src`, async () => {
    const asString = `export const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith('${key}Props$'));\n`;
    expect(await problems('lib/owned.ts', asString)).toEqual([refused]);
    const asTemplate = `export const fiber = (id: string) => \`${key}Fiber$\${id}\`;\n`;
    expect(await problems('features/book/fiber.ts', asTemplate)).toEqual([refused]);
    const asProperty = `export const props = (el: { ${key}Props$x?: unknown }) => el.${key}Props$x;\n`;
    expect(await problems('components/props.ts', asProperty)).toEqual([refused, refused]);
    expect(await problems('config/paths.ts', asString)).toEqual([refused]);
    expect(await problems('lib/owned.test.ts', asString)).toEqual([refused]);
  });

  it('accept reading a field through the DOM', async () => {
    const code = 'export const typed = (field: HTMLInputElement) => field.value;\n';
    expect(await problems('lib/typed.ts', code)).toEqual([]);
  });
});
