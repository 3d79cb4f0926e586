/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    author {\n      id\n      name\n    }\n  }\n': typeof types.BookCard_BookFragmentDoc;
  '\n  query HeaderCart {\n    cart {\n      count\n    }\n  }\n': typeof types.HeaderCartDocument;
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  query HomePage {\n    featuredBooks {\n      id\n      author {\n        id\n      }\n      ...BookCard_book\n    }\n    newBooks {\n      id\n      ...BookCard_book\n    }\n    authors {\n      id\n      name\n      coverImage\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n  }\n': typeof types.HomePageDocument;
  '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n': typeof types.SubscribeNewsletterDocument;
};
const documents: Documents = {
  '\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    author {\n      id\n      name\n    }\n  }\n':
    types.BookCard_BookFragmentDoc,
  '\n  query HeaderCart {\n    cart {\n      count\n    }\n  }\n': types.HeaderCartDocument,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n':
    types.RegisterDocument,
  '\n  query HomePage {\n    featuredBooks {\n      id\n      author {\n        id\n      }\n      ...BookCard_book\n    }\n    newBooks {\n      id\n      ...BookCard_book\n    }\n    authors {\n      id\n      name\n      coverImage\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n  }\n':
    types.HomePageDocument,
  '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n':
    types.SubscribeNewsletterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    author {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    author {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HeaderCart {\n    cart {\n      count\n    }\n  }\n',
): (typeof documents)['\n  query HeaderCart {\n    cart {\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n',
): (typeof documents)['\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePage {\n    featuredBooks {\n      id\n      author {\n        id\n      }\n      ...BookCard_book\n    }\n    newBooks {\n      id\n      ...BookCard_book\n    }\n    authors {\n      id\n      name\n      coverImage\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n  }\n',
): (typeof documents)['\n  query HomePage {\n    featuredBooks {\n      id\n      author {\n        id\n      }\n      ...BookCard_book\n    }\n    newBooks {\n      id\n      ...BookCard_book\n    }\n    authors {\n      id\n      name\n      coverImage\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
