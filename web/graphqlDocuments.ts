/**
 * A Vite plugin that does what GraphQL Code Generator's client-preset Babel plugin does, without
 * Babel: each `graphql(`…`)` call in web/src becomes an import of the one document it stands for.
 * The runtime `graphql()` (src/gql/gql.ts) looks documents up in one map of every operation and
 * fragment of the app, which would put all of them in the shell; the Babel plugin imports from
 * src/gql/graphql.ts instead, but a bundler keeps one module in one chunk, so every document some
 * screen uses would still travel together. Here each document is a module of its own
 * (`virtual:gql-document/<kind>/<name>`), so each chunk carries only its own screen's documents.
 *
 * Both halves go through documented interfaces, not the text of generated files: the documents are
 * what the generated `graphql()` itself answers for each call's text (the generated module, compiled
 * by esbuild and run here), and the calls are found in the source's syntax tree (TypeScript's
 * parser), replaced with magic-string, which keeps the source map. A document the generated files
 * lack fails the build (run `npm run codegen`).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { DocumentNode } from 'graphql';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:gql-document/';
const CALLEE = 'graphql';

interface Generated {
  stamp: string;
  /** The generated `graphql()`: the document for a call's text, or `{}` for a text it does not know. */
  graphql: (source: string) => DocumentNode | Record<string, never>;
  /** Every generated document, by the module that serves it. */
  byModule: Map<string, DocumentNode>;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

/** Where a document is served from: its first definition's kind and name. */
function moduleOf(document: DocumentNode): string | undefined {
  const [first] = document.definitions;
  if (first?.kind === 'OperationDefinition' && first.name) return `${first.operation}/${first.name.value}`;
  if (first?.kind === 'FragmentDefinition') return `fragment/${first.name.value}`;
  return undefined;
}

/** `graphql(`…`)` calls in a module's source: where each is and the text it passes. */
function graphqlCalls(file: string, code: string): { start: number; end: number; text: string }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const calls: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === CALLEE &&
      node.arguments.length === 1 &&
      ts.isNoSubstitutionTemplateLiteral(node.arguments[0]!)
    )
      calls.push({ start: node.getStart(source), end: node.getEnd(), text: node.arguments[0].text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

export function graphqlDocuments(gqlDir: string): Plugin {
  let generated: Generated | undefined;

  /** The generated module, compiled and loaded again whenever codegen has rewritten its files. */
  const loadGenerated = async (): Promise<Generated> => {
    const stamp = ['gql.ts', 'graphql.ts'].map((f) => statSync(path.join(gqlDir, f)).mtimeMs).join(':');
    if (generated?.stamp !== stamp) {
      const bundled = await build({
        stdin: {
          contents: "export { graphql } from './gql'; export * as types from './graphql';",
          resolveDir: gqlDir,
          loader: 'ts',
        },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'neutral',
        logLevel: 'silent',
      });
      const code = bundled.outputFiles[0]!.text;
      const loaded = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        graphql: Generated['graphql'];
        types: Record<string, unknown>;
      };
      const byModule = new Map<string, DocumentNode>();
      for (const value of Object.values(loaded.types)) {
        const name = isDocument(value) ? moduleOf(value) : undefined;
        if (name) byModule.set(name, value as DocumentNode);
      }
      generated = { stamp, graphql: loaded.graphql, byModule };
    }
    return generated;
  };

  return {
    name: 'pustak:graphql-documents',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const document = (await loadGenerated()).byModule.get(id.slice(PREFIX.length + 1));
      if (!document) return this.error(`no generated document ${id.slice(1)}; run \`npm run codegen\``);
      return `export default ${JSON.stringify(document)};\n`;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep) || !code.includes(`${CALLEE}(\``)) return;
      const calls = graphqlCalls(file, code);
      if (calls.length === 0) return;
      const { graphql } = await loadGenerated();
      const out = new MagicString(code);
      const imported = new Map<string, string>();
      for (const call of calls) {
        const document = graphql(call.text);
        const name = isDocument(document) ? moduleOf(document) : undefined;
        if (!name) return this.error(`${file}: a document codegen has not generated; run \`npm run codegen\``);
        const local = `__gql_${name.replace('/', '_')}`;
        imported.set(name, local);
        // Line breaks kept, so the lines after stay where the source has them.
        const lines = code.slice(call.start, call.end).split('\n').length - 1;
        out.overwrite(call.start, call.end, local + '\n'.repeat(lines));
      }
      for (const [name, local] of imported) out.append(`\nimport ${local} from '${PREFIX}${name}';`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: file }) };
    },
  };
}
