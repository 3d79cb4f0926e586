/**
 * The schema's own scalars, which used to take any JSON value (`dateOfBirth: 19900101` reached a
 * resolver as a number and failed as INTERNAL_SERVER_ERROR). Names and wire formats stay as
 * schema.graphql describes them (the web app relies on both); the checking is graphql-scalars':
 * - Date: its LocalDate, 'YYYY-MM-DD' and a real calendar day ('1990-13-45' is refused);
 * - DateTime: its DateTime, RFC 3339 with an offset; still a string on both sides, in UTC
 *   ('2026-11-22T10:15:00.000Z', as REST writes it);
 * - Decimal: graphql-scalars has no exact decimal (its Float-based ones would round money), so
 *   a small scalar of our own: decimal strings only, at most 2 places in, REST's strings out unchanged.
 * A refused value is BAD_USER_INPUT, whether it came as a variable or written into the document.
 */
import type { ASTNode, GraphQLFormattedError } from 'graphql';
import { GraphQLError, GraphQLScalarType, Kind, parse, type GraphQLScalarTypeConfig } from 'graphql';
import { GraphQLDateTime, GraphQLLocalDate } from 'graphql-scalars';
import { typeDefs } from './schema.js';

type Behaviour = Pick<GraphQLScalarTypeConfig<unknown, unknown>, 'serialize' | 'parseValue' | 'parseLiteral'>;

/** A scalar with schema.graphql's name and description (graphql-tools copies both onto the schema's type). */
function scalar(name: string, behaviour: Behaviour): GraphQLScalarType {
  const definition = parse(typeDefs).definitions.find(
    (d) => d.kind === Kind.SCALAR_TYPE_DEFINITION && d.name.value === name,
  );
  const description = definition && 'description' in definition ? definition.description?.value : undefined;
  return new GraphQLScalarType({ name, description, ...behaviour });
}

const toIso = (value: unknown) => (value as Date).toISOString();

const MONEY_IN = /^\d{1,8}(\.\d{1,2})?$/;
const MONEY_OUT = /^-?\d+(\.\d+)?$/;

function moneyIn(value: unknown, node?: ASTNode): string {
  if (typeof value !== 'string' || !MONEY_IN.test(value))
    throw new GraphQLError('Decimal must be an amount written as a string, like "450" or "450.50"', { nodes: node });
  return value;
}

const decimal: Behaviour = {
  serialize(value) {
    if (typeof value !== 'string' || !MONEY_OUT.test(value))
      throw new GraphQLError(`Decimal cannot represent ${JSON.stringify(value)}`);
    return value;
  },
  parseValue: (value) => moneyIn(value),
  parseLiteral: (node) => moneyIn(node.kind === Kind.STRING ? node.value : undefined, node),
};

export const scalarResolvers = {
  Date: scalar('Date', {
    serialize: (value) => GraphQLLocalDate.serialize(value),
    parseValue: (value) => GraphQLLocalDate.parseValue(value),
    parseLiteral: (node) => GraphQLLocalDate.parseLiteral(node, undefined),
  }),
  DateTime: scalar('DateTime', {
    serialize: (value) => toIso(GraphQLDateTime.serialize(value)),
    parseValue: (value) => toIso(GraphQLDateTime.parseValue(value)),
    parseLiteral: (node) => toIso(GraphQLDateTime.parseLiteral(node, undefined)),
  }),
  Decimal: scalar('Decimal', decimal),
};

const VALUE_KINDS: ReadonlySet<string> = new Set([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
  Kind.OBJECT_FIELD,
]);

/**
 * A wrong value written into the document (`dateOfBirth: 19900101`, `book(id: 1e3)`) is bad
 * input, as the same value sent as a variable is (Apollo's BAD_USER_INPUT), not a broken query:
 * graphql-js reports it as a validation error whose nodes are the values themselves.
 */
export function valueErrorsAreBadInput(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const nodes = error instanceof GraphQLError ? error.nodes : undefined;
  const aboutValues = nodes !== undefined && nodes.length > 0 && nodes.every((n) => VALUE_KINDS.has(n.kind));
  if (formatted.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' && aboutValues)
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
  return formatted;
}
