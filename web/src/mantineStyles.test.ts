/**
 * Mantine's per-component stylesheets: the app imports each component's CSS by hand (the shell's
 * base styles, lib/mantineStyles.ts, or beside the screen that alone uses it), so a component
 * used without its stylesheet renders unstyled, or, for one built on another's styles, misplaced:
 * SegmentedControl's indicator is a FloatingIndicator, and without that stylesheet it sat 4 px off
 * its segment. Every component imported from @mantine/core that has a stylesheet of its own has
 * it imported somewhere in web/src, and so has each stylesheet such a component builds on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

/** Whether Mantine ships a stylesheet for `name`, found through its package's `./styles/*` entry point. */
const hasStylesheet = (name: string) => {
  try {
    require.resolve(`@mantine/core/styles/${name}.css`);
    return true;
  } catch {
    return false;
  }
};

/** Stylesheets a component's own markup relies on besides its own (Mantine's docs list them per component). */
const BUILDS_ON: Record<string, string[]> = {
  SegmentedControl: ['FloatingIndicator'],
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe("Mantine's stylesheets", () => {
  const code = sources(src).map((file) => readFileSync(file, 'utf8'));
  const imported = new Set(
    code.flatMap((text) => [...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!)),
  );
  const used = new Set(
    code.flatMap((text) =>
      [...text.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((name) => name.replace(/^\s*type\s+/, '').trim())
          .filter((name) => /^[A-Z]/.test(name)),
      ),
    ),
  );

  it('finds the components the app uses', () => {
    expect(used).toContain('SegmentedControl');
    expect(used).toContain('Button');
  });

  it('has every used component’s own stylesheet imported, and what it builds on', () => {
    const needed = [...used].flatMap((name) => [name, ...(BUILDS_ON[name] ?? [])]);
    const missing = needed.filter((name) => hasStylesheet(name) && !imported.has(name));
    expect(missing).toEqual([]);
  });
});
