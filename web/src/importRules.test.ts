/**
 * The web app's import rules (eslint.config.js) hold: a change that imports upward, sideways
 * between features, or closes a loop fails `npm run lint`. Each case lints a would-be edit of a
 * real file, so the rules are checked against the tree as it is.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
    const code = "export { BookReviews } from '../../features/book/BookReviews';\n";
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
});
