/**
 * What an operation costs before it runs, so that one asking for far more than any screen needs
 * is refused before any REST call (GRAPHQL_MAX_COST). graphql-query-complexity does the counting:
 * every field costs 1 plus what is selected under it (simpleEstimator), and a list multiplies
 * what is selected under it by its size (fieldExtensionsEstimator, with the sizes below written
 * into the schema's field extensions). So `authors { items { books { items { reviews { totalCount } } } } }`
 * costs 24 authors × 24 books × a page of 10 reviews, not the handful of fields it spells.
 *
 * Lists that grow with the catalog or a member's history are pages: a page holds the `pageSize`
 * asked, or its default (PAGE_SIZES). Other lists hold what they hold in practice, most of them
 * bounded by REST (a book's genres, at most 6 read-next books, 20 people found).
 * The cost is computed with the request's variables, so `books(pageSize: $n)` costs what $n says.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  getNullableType,
  getVariableValues,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { PAGE_SIZES } from './resolvers/pagination.js';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimatorArgs,
} from 'graphql-query-complexity';

/**
 * Pages: the page size asked (`pageSize`), or the field's default, multiplies everything selected
 * in the page; so `authors(pageSize: 100) { items { books(pageSize: 100) { items { id } } } }`
 * costs 100 × 100 books. A size past MAX_PAGE_SIZE still counts as asked: the resolver would
 * refuse it anyway, and here it is refused before anything runs.
 */
function pageOf(key: string): ((args: Record<string, unknown>) => number) | undefined {
  const size = PAGE_SIZES[key];
  if (size === undefined) return undefined;
  return (args) => (typeof args.pageSize === 'number' && args.pageSize > 0 ? args.pageSize : size);
}

/** Connections sized by `first` (their default when not given): friends' activity. */
const FIRST_SIZES: Record<string, number> = { 'Query.friendsActivity': 20 };

function firstOf(key: string): ((args: Record<string, unknown>) => number) | undefined {
  const size = FIRST_SIZES[key];
  if (size === undefined) return undefined;
  return (args) => (typeof args.first === 'number' && args.first > 0 ? args.first : size);
}

/** Lists without pagination arguments, by what they hold in practice; other lists count DEFAULT_LIST_SIZE. */
const LISTS: Record<string, number> = {
  'Query.featuredBooks': 24,
  'Query.newBooks': 12,
  'Query.genres': 25,
  'Query.favorites': 20,
  'Query.wishlist': 20,
  'Query.shippingAddresses': 5,
  'Query.searchUsers': 20,
  'Query.friends': 20,
  'Mutation.deleteShippingAddress': 5,
  'Book.genres': 3,
  'Book.ratingBreakdown': 5,
  'Book.moreByAuthor': 6,
  'Book.readersAlsoEnjoyed': 6,
  'ReaderHome.favouriteAuthors': 8,
  'ReaderHome.becauseYouRead': 6,
  'Query.searchSuggestions': 8,
  'Cart.items': 10,
  'Order.items': 5,
  'UserProfile.favoriteBooks': 20,
  'UserProfile.favoriteGenres': 5,
  'UserProfile.mutualFavoriteGenres': 5,
  'UserProfile.mutualFavoriteBooks': 10,
  'FriendSuggestion.mutualFavoriteGenres': 5,
  // A page's items: the page field above already multiplied by the page size.
  'BookPage.items': 1,
  'AuthorPage.items': 1,
  'OrderPage.items': 1,
  'ReviewPage.items': 1,
  'FriendSuggestionPage.items': 1,
  'ShelfEntryPage.items': 1,
  'GoodreadsRowPage.items': 1,
  'ReadingGroupPage.items': 1,
  'GroupPostPage.items': 1,
  // A group's members and a post's replies: REST lists them whole; what a lively group holds in practice.
  'ReadingGroupDetail.members': 20,
  'GroupPost.replies': 5,
  'FriendActivityConnection.nodes': 1,
  // Bounded by REST and already multiplied by the page's size (24 books for at most 4 authors,
  // 20 entries for 4 shelves): counted once more would count them 24 times too often.
  'BookPage.authors': 1,
  'ShelfEntryPage.shelfCounts': 1,
  'GoodreadsImport.shelved': 4,
};
const DEFAULT_LIST_SIZE = 10;

type Complexity = (options: ComplexityEstimatorArgs) => number;

/** Writes each list's and page's multiplier into its field's extensions, where fieldExtensionsEstimator reads it. */
export function withListSizes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const page = pageOf(key) ?? firstOf(key);
      // A page whose size the caller picks must be priced by it: never by a guess.
      if (!page && field.args.some((a) => a.name === 'pageSize'))
        throw new Error(`${key} takes pageSize but has no entry in PAGE_SIZES (resolvers/pagination.ts)`);
      const listSize = isListType(getNullableType(field.type)) ? (LISTS[key] ?? DEFAULT_LIST_SIZE) : undefined;
      const complexity: Complexity | undefined = page
        ? ({ args, childComplexity }) => 1 + childComplexity * page(args)
        : listSize !== undefined
          ? ({ childComplexity }) => 1 + childComplexity * listSize
          : undefined;
      if (complexity) field.extensions = { ...field.extensions, complexity };
    }
  }
  return schema;
}

const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

/**
 * The cost of one operation of a document with these variables, or undefined when the variables
 * do not fit the operation: execution then refuses them itself (BAD_USER_INPUT) before any resolver.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number | undefined {
  if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return undefined;
  return getComplexity({ schema, query: document, variables, operationName: operation.name?.value, estimators });
}

/** The refusal, said like the other limits, as a validation error (HTTP 400). */
export function costLimitError(maxCost: number, cost: number): GraphQLError {
  return new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${cost}.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });
}

/** What costing an operation came to: its cost, undefined (variables that do not fit), or the counter's refusal. */
type Costing = { cost: number | undefined } | { refused: string };

function costing(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): Costing {
  try {
    return { cost: operationCost(schema, document, operation, variables) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

/** The refusal for an operation that would cost more than maxCost, or undefined when it may run. */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  maxCost: number,
): GraphQLError | undefined {
  return refusalOf(costing(schema, document, operation, variables), maxCost);
}

function refusalOf(result: Costing, maxCost: number): GraphQLError | undefined {
  // The counter's own limits (e.g. too many nodes) are refusals too.
  if ('refused' in result)
    return new GraphQLError(result.refused, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
    });
  const { cost } = result;
  return cost !== undefined && cost > maxCost ? costLimitError(maxCost, cost) : undefined;
}

/** Costings kept per parsed document (Apollo hands the same document object for the same query text). */
const MAX_COSTINGS_PER_DOCUMENT = 500;
/** Longer keys (large variables, a picture among them) are costed each time, never kept. */
const MAX_KEY_LENGTH = 1024;

/**
 * Refuses, once the operation is known and before it executes, any operation costing more than
 * maxCost. A validation rule could not do this: Apollo validates a document once, without its
 * variables, and the catalog's page size is often a variable. A document's cost with the same
 * operation and variables is counted once and remembered with the document.
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  const known = new WeakMap<DocumentNode, Map<string, Costing>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const key = `${operation.name?.value ?? ''} ${JSON.stringify(request.variables ?? {})}`;
          let costings = known.get(document);
          let result = costings?.get(key);
          if (!result) {
            result = costing(schema, document, operation, request.variables);
            if (key.length <= MAX_KEY_LENGTH) {
              if (!costings) known.set(document, (costings = new Map()));
              if (costings.size >= MAX_COSTINGS_PER_DOCUMENT) costings.clear();
              costings.set(key, result);
            }
          }
          const refusal = refusalOf(result, maxCost);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
