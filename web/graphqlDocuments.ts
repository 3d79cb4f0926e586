/**
 * A Vite plugin that does what GraphQL Code Generator's client-preset Babel plugin does, without
 * Babel: each `graphql(`…`)` call in web/src becomes an import of that one document as generated in
 * src/gql/graphql.ts. The runtime `graphql()` looks documents up in one map of every operation and
 * fragment of the app (src/gql/gql.ts), which would put all of them in the shell. The Babel plugin
 * imports from graphql.ts itself, but a bundler keeps one module in one chunk, so every document
 * some screen uses would still travel together; here each document is a module of its own
 * (`virtual:gql-document/<name>`, its object copied from graphql.ts), so each chunk carries only
 * its own screen's documents. The name is found as codegen gives it (`query BookPage` →
 * `BookPageDocument`, `fragment BookCard_book` → `BookCard_BookFragmentDoc`); a document the
 * generated file lacks fails the build (run `npm run codegen`). Line breaks are kept, so line
 * numbers stay as in the source.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** One generated document in graphql.ts: `export const XDocument = {…} as unknown as DocumentNode<…>;`. */
const DOCUMENT = /^export const (\w+(?:Document|FragmentDoc)) = (\{\n[\s\S]*?\n\}) as unknown as /gm;
const PREFIX = 'virtual:gql-document/';

export function graphqlDocuments(gqlDir: string): Plugin {
  const generated = path.join(gqlDir, 'graphql.ts');
  let documents: { mtime: number; byLowerName: Map<string, string>; objects: Map<string, string> } | undefined;

  /** The generated documents, by name (read again when codegen rewrote them). */
  const generatedDocuments = () => {
    const mtime = statSync(generated).mtimeMs;
    if (documents?.mtime !== mtime) {
      const byLowerName = new Map<string, string>();
      const objects = new Map<string, string>();
      const text = readFileSync(generated, 'utf8');
      for (const [, name, object] of text.matchAll(DOCUMENT)) {
        byLowerName.set(name!.toLowerCase(), name!);
        objects.set(name!, object!);
      }
      documents = { mtime, byLowerName, objects };
    }
    return documents;
  };

  const documentName = (source: string): string | undefined => {
    const [first] = parse(source).definitions;
    if (first?.kind === 'OperationDefinition' && first.name) return `${first.name.value}Document`;
    if (first?.kind === 'FragmentDefinition') return `${first.name.value}FragmentDoc`;
    return undefined;
  };

  return {
    name: 'pustak:graphql-documents',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const object = generatedDocuments().objects.get(name);
      if (!object) this.error(`no generated document ${name}; run \`npm run codegen\``);
      return `export const ${name} = ${object};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep) || !code.includes('graphql(`')) return;
      const names = generatedDocuments().byLowerName;
      const imported = new Set<string>();
      const transformed = code.replace(CALL, (call, source: string) => {
        const wanted = documentName(source);
        const name = wanted && names.get(wanted.toLowerCase());
        if (!name)
          this.error(`${file}: no generated document for ${wanted ?? 'an unnamed document'}; run \`npm run codegen\``);
        imported.add(name);
        return name + '\n'.repeat(call.split('\n').length - 1);
      });
      if (imported.size === 0) return;
      // At the end: imports are hoisted, and the lines above keep their numbers.
      const imports = [...imported].map((name) => `import { ${name} } from '${PREFIX}${name}';`);
      return { code: `${transformed}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
