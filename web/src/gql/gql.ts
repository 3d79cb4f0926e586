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
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  query AuthorPage($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books {\n        id\n        ...BookCard_book\n      }\n    }\n  }\n': typeof types.AuthorPageDocument;
  '\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n  }\n': typeof types.BookActions_BookFragmentDoc;
  '\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      reviewsCount\n      year\n      isBestSeller\n      inStock\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...ProductDetails_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n': typeof types.BookPageDocument;
  '\n  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {\n    createReview(bookId: $bookId, input: $input) {\n      id\n      book {\n        id\n        rating\n        reviewsCount\n        totalRatings\n      }\n    }\n  }\n': typeof types.CreateReviewDocument;
  '\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n      isEdited\n      updatedAt\n    }\n  }\n': typeof types.UpdateReviewDocument;
  '\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n      rating\n      reviewsCount\n      totalRatings\n      myReview {\n        id\n      }\n    }\n  }\n': typeof types.DeleteReviewDocument;
  '\n  fragment ProductDetails_book on Book {\n    id\n    format\n    pages\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    year\n    datePublished\n    salesCount\n    totalRatings\n    genres {\n      id\n      name\n    }\n  }\n': typeof types.ProductDetails_BookFragmentDoc;
  '\n  fragment ReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    author {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n': typeof types.ReviewCard_ReviewFragmentDoc;
  '\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CartLine_ItemFragmentDoc;
  '\n  query CartPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        ...CartLine_item\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      isDefault\n    }\n  }\n': typeof types.CartPageDocument;
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      lineTotal\n    }\n  }\n': typeof types.UpdateCartItemDocument;
  '\n  mutation RemoveCartLine($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n': typeof types.RemoveCartLineDocument;
  '\n  mutation CreateOrder($itemIds: [ID!]!, $shippingAddressId: ID!) {\n    createOrder(itemIds: $itemIds, shippingAddressId: $shippingAddressId) {\n      id\n      totalAmount\n      isCompleted\n    }\n  }\n': typeof types.CreateOrderDocument;
  '\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n': typeof types.CatalogPageDocument;
  '\n  query HomePage {\n    featuredBooks {\n      id\n      author {\n        id\n      }\n      ...BookCard_book\n    }\n    newBooks {\n      id\n      ...BookCard_book\n    }\n    authors {\n      id\n      name\n      coverImage\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n  }\n': typeof types.HomePageDocument;
  '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n': typeof types.SubscribeNewsletterDocument;
  '\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.OrderPageDocument;
  '\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      totalAmount\n      isCompleted\n      shippingAddress {\n        fullName\n        addressName\n      }\n      items {\n        id\n        quantity\n        price\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n': typeof types.PaymentPageDocument;
  '\n  mutation CreatePayment($orderId: ID!) {\n    createPayment(orderId: $orderId) {\n      paymentUrl\n    }\n  }\n': typeof types.CreatePaymentDocument;
  '\n  mutation VerifyPayment($returnQuery: String!) {\n    verifyPayment(provider: KHALTI, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n      }\n    }\n  }\n': typeof types.VerifyPaymentDocument;
  '\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      hasNextPage\n      hasPreviousPage\n      items {\n        id\n        inCart\n        ...BookCard_book\n      }\n    }\n  }\n': typeof types.SearchPageDocument;
  '\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n': typeof types.HeaderCartCountDocument;
  '\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n    }\n  }\n': typeof types.AddToCartDocument;
  '\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n': typeof types.RemoveFromCartDocument;
  '\n  mutation SetFavorite($bookId: ID!, $on: Boolean!) {\n    addFavorite(bookId: $bookId) @include(if: $on) {\n      id\n      isFavorite\n    }\n    removeFavorite(bookId: $bookId) @skip(if: $on) {\n      id\n      isFavorite\n    }\n  }\n': typeof types.SetFavoriteDocument;
  '\n  mutation SetWishlist($bookId: ID!, $on: Boolean!) {\n    addToWishlist(bookId: $bookId) @include(if: $on) {\n      id\n      inWishlist\n    }\n    removeFromWishlist(bookId: $bookId) @skip(if: $on) {\n      id\n      inWishlist\n    }\n  }\n': typeof types.SetWishlistDocument;
};
const documents: Documents = {
  '\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    author {\n      id\n      name\n    }\n  }\n':
    types.BookCard_BookFragmentDoc,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n':
    types.RegisterDocument,
  '\n  query AuthorPage($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books {\n        id\n        ...BookCard_book\n      }\n    }\n  }\n':
    types.AuthorPageDocument,
  '\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n  }\n':
    types.BookActions_BookFragmentDoc,
  '\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      reviewsCount\n      year\n      isBestSeller\n      inStock\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...ProductDetails_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n':
    types.BookPageDocument,
  '\n  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {\n    createReview(bookId: $bookId, input: $input) {\n      id\n      book {\n        id\n        rating\n        reviewsCount\n        totalRatings\n      }\n    }\n  }\n':
    types.CreateReviewDocument,
  '\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n      isEdited\n      updatedAt\n    }\n  }\n':
    types.UpdateReviewDocument,
  '\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n      rating\n      reviewsCount\n      totalRatings\n      myReview {\n        id\n      }\n    }\n  }\n':
    types.DeleteReviewDocument,
  '\n  fragment ProductDetails_book on Book {\n    id\n    format\n    pages\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    year\n    datePublished\n    salesCount\n    totalRatings\n    genres {\n      id\n      name\n    }\n  }\n':
    types.ProductDetails_BookFragmentDoc,
  '\n  fragment ReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    author {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n':
    types.ReviewCard_ReviewFragmentDoc,
  '\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n':
    types.CartLine_ItemFragmentDoc,
  '\n  query CartPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        ...CartLine_item\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      isDefault\n    }\n  }\n':
    types.CartPageDocument,
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      lineTotal\n    }\n  }\n':
    types.UpdateCartItemDocument,
  '\n  mutation RemoveCartLine($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n':
    types.RemoveCartLineDocument,
  '\n  mutation CreateOrder($itemIds: [ID!]!, $shippingAddressId: ID!) {\n    createOrder(itemIds: $itemIds, shippingAddressId: $shippingAddressId) {\n      id\n      totalAmount\n      isCompleted\n    }\n  }\n':
    types.CreateOrderDocument,
  '\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n':
    types.CatalogPageDocument,
  '\n  query HomePage {\n    featuredBooks {\n      id\n      author {\n        id\n      }\n      ...BookCard_book\n    }\n    newBooks {\n      id\n      ...BookCard_book\n    }\n    authors {\n      id\n      name\n      coverImage\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n  }\n':
    types.HomePageDocument,
  '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n':
    types.SubscribeNewsletterDocument,
  '\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.OrderPageDocument,
  '\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      totalAmount\n      isCompleted\n      shippingAddress {\n        fullName\n        addressName\n      }\n      items {\n        id\n        quantity\n        price\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n':
    types.PaymentPageDocument,
  '\n  mutation CreatePayment($orderId: ID!) {\n    createPayment(orderId: $orderId) {\n      paymentUrl\n    }\n  }\n':
    types.CreatePaymentDocument,
  '\n  mutation VerifyPayment($returnQuery: String!) {\n    verifyPayment(provider: KHALTI, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n      }\n    }\n  }\n':
    types.VerifyPaymentDocument,
  '\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      hasNextPage\n      hasPreviousPage\n      items {\n        id\n        inCart\n        ...BookCard_book\n      }\n    }\n  }\n':
    types.SearchPageDocument,
  '\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n': types.HeaderCartCountDocument,
  '\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n    }\n  }\n':
    types.AddToCartDocument,
  '\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n':
    types.RemoveFromCartDocument,
  '\n  mutation SetFavorite($bookId: ID!, $on: Boolean!) {\n    addFavorite(bookId: $bookId) @include(if: $on) {\n      id\n      isFavorite\n    }\n    removeFavorite(bookId: $bookId) @skip(if: $on) {\n      id\n      isFavorite\n    }\n  }\n':
    types.SetFavoriteDocument,
  '\n  mutation SetWishlist($bookId: ID!, $on: Boolean!) {\n    addToWishlist(bookId: $bookId) @include(if: $on) {\n      id\n      inWishlist\n    }\n    removeFromWishlist(bookId: $bookId) @skip(if: $on) {\n      id\n      inWishlist\n    }\n  }\n':
    types.SetWishlistDocument,
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
  source: '\n  query AuthorPage($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books {\n        id\n        ...BookCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AuthorPage($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books {\n        id\n        ...BookCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n  }\n',
): (typeof documents)['\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      reviewsCount\n      year\n      isBestSeller\n      inStock\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...ProductDetails_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      reviewsCount\n      year\n      isBestSeller\n      inStock\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...ProductDetails_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {\n    createReview(bookId: $bookId, input: $input) {\n      id\n      book {\n        id\n        rating\n        reviewsCount\n        totalRatings\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {\n    createReview(bookId: $bookId, input: $input) {\n      id\n      book {\n        id\n        rating\n        reviewsCount\n        totalRatings\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n      isEdited\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n      isEdited\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n      rating\n      reviewsCount\n      totalRatings\n      myReview {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n      rating\n      reviewsCount\n      totalRatings\n      myReview {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductDetails_book on Book {\n    id\n    format\n    pages\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    year\n    datePublished\n    salesCount\n    totalRatings\n    genres {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductDetails_book on Book {\n    id\n    format\n    pages\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    year\n    datePublished\n    salesCount\n    totalRatings\n    genres {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    author {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n',
): (typeof documents)['\n  fragment ReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    author {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CartPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        ...CartLine_item\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      isDefault\n    }\n  }\n',
): (typeof documents)['\n  query CartPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        ...CartLine_item\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      isDefault\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      lineTotal\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      lineTotal\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveCartLine($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveCartLine($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateOrder($itemIds: [ID!]!, $shippingAddressId: ID!) {\n    createOrder(itemIds: $itemIds, shippingAddressId: $shippingAddressId) {\n      id\n      totalAmount\n      isCompleted\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateOrder($itemIds: [ID!]!, $shippingAddressId: ID!) {\n    createOrder(itemIds: $itemIds, shippingAddressId: $shippingAddressId) {\n      id\n      totalAmount\n      isCompleted\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n'];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      totalAmount\n      isCompleted\n      shippingAddress {\n        fullName\n        addressName\n      }\n      items {\n        id\n        quantity\n        price\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      totalAmount\n      isCompleted\n      shippingAddress {\n        fullName\n        addressName\n      }\n      items {\n        id\n        quantity\n        price\n        book {\n          id\n          title\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePayment($orderId: ID!) {\n    createPayment(orderId: $orderId) {\n      paymentUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePayment($orderId: ID!) {\n    createPayment(orderId: $orderId) {\n      paymentUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyPayment($returnQuery: String!) {\n    verifyPayment(provider: KHALTI, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation VerifyPayment($returnQuery: String!) {\n    verifyPayment(provider: KHALTI, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      hasNextPage\n      hasPreviousPage\n      items {\n        id\n        inCart\n        ...BookCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      page\n      pageCount\n      hasNextPage\n      hasPreviousPage\n      items {\n        id\n        inCart\n        ...BookCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n',
): (typeof documents)['\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetFavorite($bookId: ID!, $on: Boolean!) {\n    addFavorite(bookId: $bookId) @include(if: $on) {\n      id\n      isFavorite\n    }\n    removeFavorite(bookId: $bookId) @skip(if: $on) {\n      id\n      isFavorite\n    }\n  }\n',
): (typeof documents)['\n  mutation SetFavorite($bookId: ID!, $on: Boolean!) {\n    addFavorite(bookId: $bookId) @include(if: $on) {\n      id\n      isFavorite\n    }\n    removeFavorite(bookId: $bookId) @skip(if: $on) {\n      id\n      isFavorite\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetWishlist($bookId: ID!, $on: Boolean!) {\n    addToWishlist(bookId: $bookId) @include(if: $on) {\n      id\n      inWishlist\n    }\n    removeFromWishlist(bookId: $bookId) @skip(if: $on) {\n      id\n      inWishlist\n    }\n  }\n',
): (typeof documents)['\n  mutation SetWishlist($bookId: ID!, $on: Boolean!) {\n    addToWishlist(bookId: $bookId) @include(if: $on) {\n      id\n      inWishlist\n    }\n    removeFromWishlist(bookId: $bookId) @skip(if: $on) {\n      id\n      inWishlist\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
