/**
 * Text sent to the graph is plain text: an operation whose variables or written-in string values
 * hold NUL or another control character (C0 other than tab and line breaks, DEL, C1) is refused
 * with BAD_USER_INPUT before any resolver runs, so before any REST call. REST refuses the same
 * (and also line breaks outside multi-line fields such as a review's content or a bio, which it
 * alone knows); this keeps such text from costing REST calls or reaching a URL or a header.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

// The point of this module is to find control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MAX_DEPTH = 10;

/** The path of the first string in `value` (keys included) with a control character. */
function controlIn(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return path;
    const found = controlIn(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Per parsed document (Apollo hands the same object for the same query text): read once. */
const documents = new WeakMap<DocumentNode, boolean>();

function controlInDocument(document: DocumentNode): boolean {
  const known = documents.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (CONTROL.test(node.value)) found = true;
    },
  });
  documents.set(document, found);
  return found;
}

function refuse(where: string): GraphQLError {
  return new GraphQLError(`${where} must not contain control characters`, {
    // Apollo answers a plugin's error with its http status: 400, like other bad input.
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

export const refuseControlCharacters: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const variable = controlIn(request.variables ?? {}, '$');
        if (variable) throw refuse(variable === '$' ? 'A variable name' : variable.replace(/^\$\./, '$'));
        if (controlInDocument(document)) throw refuse('A text value in the operation');
      },
    };
  },
};
