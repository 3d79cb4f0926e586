/**
 * The build's per-chunk documents (web/graphqlDocuments.ts): each `graphql(`…`)` call of a screen
 * becomes an import of a module holding exactly the document the generated `graphql()` answers for
 * it, its lines kept; a document codegen has not generated stops the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from '../graphqlDocuments';
import { graphql } from './gql';

const gqlDir = path.resolve(import.meta.dirname, 'gql');
const screenFile = path.resolve(import.meta.dirname, 'features/social/SocialPage.data.ts');

/** A hook of the plugin, called as Vite would, with an error() that throws as Vite's does. */
function hook<T>(plugin: Plugin, name: 'transform' | 'load', ...args: unknown[]): Promise<T> {
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (plugin[name] as (...a: unknown[]) => Promise<T>).call(context, ...args);
}

describe('GraphQL documents per chunk', () => {
  it("turns each call into an import of that document alone, the generated graphql()'s own, keeping lines", async () => {
    const plugin = graphqlDocuments(gqlDir);
    const source = readFileSync(screenFile, 'utf8');
    const out = await hook<{ code: string }>(plugin, 'transform', source, screenFile);

    expect(out.code).not.toContain('graphql(`');
    const imports = [...out.code.matchAll(/^import (\w+) from '(virtual:gql-document\/[^']+)';$/gm)];
    expect(imports.map(([, , id]) => id)).toContain('virtual:gql-document/query/SocialGroups');
    // The lines above the appended imports are where the source has them.
    expect(out.code.split('\n').length).toBe(source.split('\n').length + imports.length);

    const text = /graphql\(`(\s*query SocialGroups[^`]*)`\)/.exec(source)![1]!;
    const loaded = await hook<string>(plugin, 'load', '\0virtual:gql-document/query/SocialGroups');
    const document = JSON.parse(loaded.replace(/^export default /, '').replace(/;\s*$/, '')) as unknown;
    expect(document).toEqual(graphql(text));
  });

  it('stops the build on a document codegen has not generated', async () => {
    const plugin = graphqlDocuments(gqlDir);
    const source = 'export const Q = graphql(`\n  query NotGenerated {\n    store { shippingFee }\n  }\n`);\n';
    await expect(hook(plugin, 'transform', source, path.join(path.dirname(screenFile), 'New.ts'))).rejects.toThrow(
      /run `npm run codegen`/,
    );
  });
});
