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
  "\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    stock\n    author {\n      id\n      name\n    }\n    # A member's shelf control (CardShelf); null for guests, at no REST call.\n    myShelf {\n      id\n      shelf\n    }\n  }\n": typeof types.BookCard_BookFragmentDoc;
  '\n  mutation ShelveBook($bookId: ID!, $shelf: Shelf!) {\n    shelveBook(bookId: $bookId, shelf: $shelf) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n      book {\n        id\n        myShelf {\n          id\n          shelf\n        }\n      }\n    }\n  }\n': typeof types.ShelveBookDocument;
  '\n  mutation RemoveFromShelves($id: ID!) {\n    removeShelfEntry(id: $id) {\n      id\n      myShelf {\n        id\n      }\n    }\n  }\n': typeof types.RemoveFromShelvesDocument;
  '\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      highlight {\n        start\n        end\n      }\n      book {\n        id\n      }\n      author {\n        id\n        name\n      }\n    }\n  }\n': typeof types.SearchSuggestionsDocument;
  '\n  subscription HeaderCartChanged {\n    cartChanged {\n      cart {\n        count\n      }\n    }\n  }\n': typeof types.HeaderCartChangedDocument;
  '\n  subscription OrderChanged {\n    orderChanged {\n      id\n      shortId\n      step\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      paymentMethod\n      transactionId\n      ...OrderTimeline_order\n    }\n  }\n': typeof types.OrderChangedDocument;
  '\n  fragment ReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    author {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n': typeof types.ReviewCard_ReviewFragmentDoc;
  '\n  fragment AddressCard_address on ShippingAddress {\n    id\n    addressName\n    fullName\n    addressLine1\n    city\n    phone\n    district\n    deliverable\n    isDefault\n  }\n': typeof types.AddressCard_AddressFragmentDoc;
  '\n  query AccountShipping {\n    shippingAddresses {\n      id\n      ...AddressCard_address\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n  }\n': typeof types.AccountShippingDocument;
  '\n  mutation CreateShippingAddress($input: ShippingAddressInput!) {\n    createShippingAddress(input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n': typeof types.CreateShippingAddressDocument;
  '\n  mutation UpdateShippingAddress($id: ID!, $input: ShippingAddressUpdate!) {\n    updateShippingAddress(id: $id, input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n': typeof types.UpdateShippingAddressDocument;
  '\n  mutation DeleteShippingAddress($id: ID!) {\n    deleteShippingAddress(id: $id) {\n      id\n      ...AddressCard_address\n    }\n  }\n': typeof types.DeleteShippingAddressDocument;
  '\n  query AccountImport($page: Int) {\n    goodreadsUnmatched(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...UnmatchedRow_row\n      }\n    }\n  }\n': typeof types.AccountImportDocument;
  '\n  mutation ImportGoodreads($csv: String!) {\n    importGoodreads(csv: $csv) {\n      rows\n      matched\n      shelved {\n        shelf\n        count\n      }\n      reviewsAdded\n      alreadyThere\n      unmatched\n      skipped\n    }\n  }\n': typeof types.ImportGoodreadsDocument;
  '\n  query GoodreadsExport {\n    goodreadsExport\n  }\n': typeof types.GoodreadsExportDocument;
  '\n  fragment UnmatchedRow_row on GoodreadsRow {\n    id\n    title\n    author\n    isbn13\n    shelf\n    rating\n  }\n': typeof types.UnmatchedRow_RowFragmentDoc;
  '\n  query GoodreadsMatchSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 5) {\n      items {\n        id\n        title\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.GoodreadsMatchSearchDocument;
  '\n  mutation MatchGoodreadsRow($id: ID!, $bookId: ID!) {\n    matchGoodreadsRow(id: $id, bookId: $bookId) {\n      matched\n    }\n  }\n': typeof types.MatchGoodreadsRowDocument;
  '\n  mutation SkipGoodreadsRow($id: ID!) {\n    skipGoodreadsRow(id: $id)\n  }\n': typeof types.SkipGoodreadsRowDocument;
  '\n  mutation UpdateAccountInfo($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      statusUpdatedAt\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n': typeof types.UpdateAccountInfoDocument;
  '\n  query AccountInfo {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n': typeof types.AccountInfoDocument;
  '\n  mutation UpdateProfilePicture($picture: String!) {\n    updateProfile(input: { profilePicture: $picture }) {\n      id\n      profilePictureUrl\n    }\n  }\n': typeof types.UpdateProfilePictureDocument;
  '\n  query AccountLibrary {\n    library {\n      access\n      dueAt\n      since\n      format\n      file {\n        name\n        bytes\n        mediaType\n      }\n      book {\n        id\n        title\n        coverImage\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.AccountLibraryDocument;
  '\n  mutation LibraryDownloadLink($bookId: ID!) {\n    libraryDownloadLink(bookId: $bookId) {\n      url\n      expiresAt\n    }\n  }\n': typeof types.LibraryDownloadLinkDocument;
  '\n  fragment FavoriteCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    author {\n      id\n      name\n    }\n  }\n': typeof types.FavoriteCard_BookFragmentDoc;
  '\n  query AccountFavorites {\n    favorites {\n      id\n      ...FavoriteCard_book\n    }\n    me {\n      id\n      currentlyReading {\n        id\n      }\n    }\n  }\n': typeof types.AccountFavoritesDocument;
  '\n  mutation RemoveAccountFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      id\n      isFavorite\n    }\n  }\n': typeof types.RemoveAccountFavoriteDocument;
  '\n  query AccountWishlist {\n    wishlist {\n      id\n      addedAt\n      book {\n        id\n        ...WishlistRow_book\n      }\n    }\n  }\n': typeof types.AccountWishlistDocument;
  '\n  fragment WishlistRow_book on Book {\n    id\n    title\n    coverImage\n    price\n    inStock\n    inCart\n    author {\n      id\n      name\n    }\n  }\n': typeof types.WishlistRow_BookFragmentDoc;
  '\n  mutation RemoveFromAccountWishlist($bookId: ID!) {\n    removeFromWishlist(bookId: $bookId) {\n      id\n      inWishlist\n    }\n  }\n': typeof types.RemoveFromAccountWishlistDocument;
  '\n  mutation MoveWishlistBookToCart($bookId: ID!) {\n    addToCart(bookId: $bookId, quantity: 1) {\n      id\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n': typeof types.MoveWishlistBookToCartDocument;
  '\n  query ReadingSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 6) {\n      items {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n': typeof types.ReadingSearchDocument;
  '\n  query AccountReading {\n    me {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n      favoriteBooks {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n': typeof types.AccountReadingDocument;
  '\n  fragment ReadingCard_book on Book {\n    id\n    title\n    coverImage\n    year\n    format\n    pages\n    description\n    author {\n      id\n      name\n    }\n  }\n': typeof types.ReadingCard_BookFragmentDoc;
  '\n  fragment ReadingChoice_book on Book {\n    id\n    title\n    coverImage\n    author {\n      id\n      name\n    }\n  }\n': typeof types.ReadingChoice_BookFragmentDoc;
  '\n  mutation SetCurrentlyReading($bookId: ID) {\n    updateProfile(input: { currentlyReadingId: $bookId }) {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n    }\n  }\n': typeof types.SetCurrentlyReadingDocument;
  '\n  query AccountSettingsScreen {\n    me {\n      id\n      username\n      email\n      createdAt\n      favoriteGenres {\n        id\n        name\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n': typeof types.AccountSettingsScreenDocument;
  '\n  mutation SaveFavoriteGenres($ids: [ID!]!) {\n    updateProfile(input: { favoriteGenreIds: $ids }) {\n      id\n      favoriteGenres {\n        id\n        name\n      }\n    }\n  }\n': typeof types.SaveFavoriteGenresDocument;
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n': typeof types.ChangePasswordDocument;
  '\n  query AccountNotifications {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n': typeof types.AccountNotificationsDocument;
  '\n  query AccountPrivacy {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n': typeof types.AccountPrivacyDocument;
  '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n': typeof types.UpdateSettingsDocument;
  '\n  fragment ShelfEntryRow_entry on ShelfEntry {\n    id\n    shelf\n    updatedAt\n    progressPercent\n    currentReading {\n      id\n      startedOn\n    }\n    readings {\n      id\n      state\n      finishedOn\n    }\n    book {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ShelfEntryRow_EntryFragmentDoc;
  '\n  mutation UpdateReadingProgress($id: ID!, $percent: Int) {\n    updateReadingProgress(id: $id, percent: $percent) {\n      id\n      updatedAt\n      progressPercent\n    }\n  }\n': typeof types.UpdateReadingProgressDocument;
  '\n  mutation FinishReading($id: ID!) {\n    finishReading(id: $id) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n    }\n  }\n': typeof types.FinishReadingDocument;
  '\n  query AccountShelves($shelf: Shelf, $order: ShelfOrder, $page: Int) {\n    myShelves(shelf: $shelf, order: $order, page: $page) {\n      totalCount\n      page\n      pageCount\n      shelfCounts {\n        shelf\n        count\n      }\n      items {\n        id\n        ...ShelfEntryRow_entry\n      }\n    }\n  }\n': typeof types.AccountShelvesDocument;
  '\n  fragment FriendActivityItem_activity on FriendActivity {\n    id\n    kind\n    at\n    shelf\n    pages\n    percent\n    member {\n      id\n      firstName\n      lastName\n      profilePictureUrl\n    }\n    book {\n      id\n      title\n    }\n    review {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n    }\n    challenge {\n      calendar\n      year\n      goal\n    }\n  }\n': typeof types.FriendActivityItem_ActivityFragmentDoc;
  '\n  query FriendsActivity($first: Int!, $after: String) {\n    friendsActivity(first: $first, after: $after) {\n      nodes {\n        id\n        ...FriendActivityItem_activity\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n': typeof types.FriendsActivityDocument;
  '\n  subscription FriendActivityLive {\n    friendActivity {\n      id\n      ...FriendActivityItem_activity\n    }\n  }\n': typeof types.FriendActivityLiveDocument;
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n        staffRole\n        settings {\n          language\n        }\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  query AuthorPage($id: ID!, $page: Int = 1) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books(page: $page) {\n        page\n        hasNextPage\n        items {\n          id\n          ...BookCard_book\n        }\n      }\n    }\n  }\n': typeof types.AuthorPageDocument;
  '\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n    myShelf {\n      id\n      shelf\n    }\n  }\n': typeof types.BookActions_BookFragmentDoc;
  '\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      ratingBreakdown {\n        stars\n        count\n      }\n      reviewsCount\n      year\n      isBestSeller\n      stock\n      format\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...RentalOptions_book\n      ...ProductDetails_book\n      ...ReadNext_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n': typeof types.BookPageDocument;
  '\n  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {\n    createReview(bookId: $bookId, input: $input) {\n      id\n      book {\n        id\n        rating\n        reviewsCount\n        totalRatings\n      }\n    }\n  }\n': typeof types.CreateReviewDocument;
  '\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n      isEdited\n      updatedAt\n    }\n  }\n': typeof types.UpdateReviewDocument;
  '\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n      rating\n      reviewsCount\n      totalRatings\n      myReview {\n        id\n      }\n    }\n  }\n': typeof types.DeleteReviewDocument;
  '\n  fragment ProductDetails_book on Book {\n    id\n    format\n    pages\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    year\n    datePublished\n    salesCount\n    totalRatings\n    genres {\n      id\n      name\n    }\n  }\n': typeof types.ProductDetails_BookFragmentDoc;
  '\n  fragment ReadNext_book on Book {\n    id\n    author {\n      id\n      name\n    }\n    moreByAuthor {\n      id\n      ...BookCard_book\n    }\n    readersAlsoEnjoyed {\n      id\n      ...BookCard_book\n    }\n  }\n': typeof types.ReadNext_BookFragmentDoc;
  '\n  fragment RentalOptions_book on Book {\n    id\n    rentalOptions {\n      period\n      days\n      fee\n      deposit\n      refund\n    }\n  }\n': typeof types.RentalOptions_BookFragmentDoc;
  '\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    rebuyDiscount {\n      percent\n      until\n    }\n    rental {\n      days\n      fee\n      deposit\n      refund\n    }\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CartLine_ItemFragmentDoc;
  "\n  query CartPage {\n    store {\n      shippingFee\n    }\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        rebuyDiscount {\n          percent\n          until\n        }\n        book {\n          id\n          format\n          # What each period's rental would cost: shown at once when the line's period changes.\n          rentalOptions {\n            period\n            days\n            fee\n            deposit\n            refund\n          }\n        }\n        ...CartLine_item\n      }\n    }\n  }\n": typeof types.CartPageDocument;
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      unitPrice\n      lineTotal\n      rebuyDiscount {\n        percent\n        until\n      }\n      rental {\n        days\n        fee\n        deposit\n        refund\n      }\n    }\n  }\n': typeof types.UpdateCartItemDocument;
  '\n  mutation RemoveCartLine($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n': typeof types.RemoveCartLineDocument;
  '\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n      booksCount\n    }\n  }\n': typeof types.CatalogPageDocument;
  '\n  query CheckoutPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        rentalDays\n        lineTotal\n        rental {\n          fee\n          deposit\n          refund\n        }\n        book {\n          id\n          title\n          coverImage\n          format\n        }\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      phone\n      district\n      deliverable\n      isDefault\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n    store {\n      shippingFee\n      paymentMethods\n    }\n  }\n': typeof types.CheckoutPageDocument;
  '\n  mutation PlaceOrder(\n    $itemIds: [ID!]!\n    $shippingAddressId: ID\n    $paymentMethod: PaymentMethod\n    $notes: String\n    $idempotencyKey: String\n  ) {\n    createOrder(\n      itemIds: $itemIds\n      shippingAddressId: $shippingAddressId\n      paymentMethod: $paymentMethod\n      notes: $notes\n      idempotencyKey: $idempotencyKey\n    ) {\n      id\n      status\n    }\n  }\n': typeof types.PlaceOrderDocument;
  '\n  mutation SendContactMessage($message: ContactMessageInput!) {\n    sendContactMessage(input: $message) {\n      message\n    }\n  }\n': typeof types.SendContactMessageDocument;
  '\n  fragment FriendshipStateFields on FriendshipState {\n    userId\n    status\n    friendshipId\n    requestId\n  }\n': typeof types.FriendshipStateFieldsFragmentDoc;
  '\n  fragment FriendLists_query on Query {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n': typeof types.FriendLists_QueryFragmentDoc;
  '\n  fragment FriendActionAnswer_query on Query {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n    ...FriendLists_query @include(if: $lists)\n  }\n': typeof types.FriendActionAnswer_QueryFragmentDoc;
  '\n  mutation SendFriendRequest($userId: ID!, $lists: Boolean!) {\n    sendFriendRequest(userId: $userId) {\n      id\n      accepted\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n': typeof types.SendFriendRequestDocument;
  '\n  mutation AcceptFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    acceptFriendRequest(requestId: $requestId) {\n      id\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n': typeof types.AcceptFriendRequestDocument;
  '\n  mutation RejectFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    rejectFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n': typeof types.RejectFriendRequestDocument;
  '\n  mutation CancelFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    cancelFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n': typeof types.CancelFriendRequestDocument;
  '\n  mutation Unfriend($friendshipId: ID!, $userId: ID!, $lists: Boolean!) {\n    unfriend(friendshipId: $friendshipId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n': typeof types.UnfriendDocument;
  '\n  query FriendshipStatus($userId: ID!) {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n  }\n': typeof types.FriendshipStatusDocument;
  '\n  fragment FavouriteAuthors_author on Author {\n    id\n    name\n    coverImage\n  }\n': typeof types.FavouriteAuthors_AuthorFragmentDoc;
  "\n  query HomePage {\n    featuredBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The books the store added most recently.\n    newBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The member's own authors (or the store's marked sample) and books like their last read.\n    readerHome {\n      favouriteAuthorsAreSample\n      favouriteAuthors {\n        id\n        ...FavouriteAuthors_author\n      }\n      lastRead {\n        id\n        title\n      }\n      becauseYouRead {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n    # How to pay and where the store delivers, for the hero, how it works and the FAQ.\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n": typeof types.HomePageDocument;
  '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n': typeof types.SubscribeNewsletterDocument;
  '\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      id\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n    }\n  }\n': typeof types.CancelOrderDocument;
  '\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      paymentMethod\n      notes\n      transactionId\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n      ...OrderRefunds_order\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        rentalMoney {\n          fee\n          deposit\n          refund\n        }\n        rental {\n          state\n          digital\n          dueDate\n        }\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.OrderPageDocument;
  '\n  fragment OrderRefunds_order on Order {\n    id\n    refunds {\n      id\n      amount\n      cause\n      method\n      wallet\n      state\n      reference\n      createdAt\n      refundedAt\n    }\n  }\n': typeof types.OrderRefunds_OrderFragmentDoc;
  '\n  fragment OrderRow_order on Order {\n    id\n    shortId\n    status\n    step\n    cancelReason\n    createdAt\n    totalAmount\n    items {\n      id\n      quantity\n      book {\n        id\n        title\n      }\n    }\n  }\n': typeof types.OrderRow_OrderFragmentDoc;
  '\n  fragment OrderTimeline_order on Order {\n    id\n    paymentMethod\n    step\n    courier\n    trackingNumber\n    cashReceived\n    timeline {\n      step\n      at\n    }\n  }\n': typeof types.OrderTimeline_OrderFragmentDoc;
  '\n  query AccountOrders($page: Int = 1) {\n    orders(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        id\n        ...OrderRow_order\n      }\n    }\n  }\n': typeof types.AccountOrdersDocument;
  '\n  query AccountRentals($page: Int = 1) {\n    rentals(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        orderId\n        overdue\n        book {\n          id\n          title\n          coverImage\n        }\n        rental {\n          id\n          state\n          digital\n          periodDays\n          deposit\n          fee\n          refundOnTime\n          dueAt\n          dueDate\n          purchaseAt\n          endedAt\n          damaged\n          lateFee\n          refund\n          remindedBeforeAt\n        }\n      }\n    }\n  }\n': typeof types.AccountRentalsDocument;
  '\n  fragment OrderSummary_order on Order {\n    id\n    shortId\n    shippingFee\n    totalAmount\n    items {\n      id\n      quantity\n      price\n      rentalMoney {\n        fee\n        deposit\n        refund\n      }\n      book {\n        id\n        title\n      }\n    }\n  }\n': typeof types.OrderSummary_OrderFragmentDoc;
  '\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      cancelReason\n      shippingAddress {\n        fullName\n        addressName\n      }\n      ...OrderSummary_order\n    }\n  }\n': typeof types.PaymentPageDocument;
  '\n  mutation CreatePayment($orderId: ID!, $provider: PaymentProvider!, $idempotencyKey: String) {\n    createPayment(orderId: $orderId, provider: $provider, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      form {\n        action\n        method\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n': typeof types.CreatePaymentDocument;
  '\n  mutation VerifyPayment($provider: PaymentProvider!, $returnQuery: String!) {\n    verifyPayment(provider: $provider, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n        ...OrderSummary_order\n      }\n    }\n  }\n': typeof types.VerifyPaymentDocument;
  '\n  fragment FriendButtons_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    status\n    isVerified\n    profilePictureUrl\n    friendship {\n      userId\n      status\n      friendshipId\n      requestId\n    }\n  }\n': typeof types.FriendButtons_UserFragmentDoc;
  '\n  fragment ProfileAbout_user on UserProfile {\n    id\n    username\n    createdAt\n    dateOfBirth\n    isPrivate\n    wishlistCount\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteBooks {\n      id\n      title\n      coverImage\n    }\n  }\n': typeof types.ProfileAbout_UserFragmentDoc;
  '\n  fragment ProfileBooks_user on UserProfile {\n    id\n    firstName\n    isPrivate\n    currentlyReading {\n      id\n      ...BookCard_book\n    }\n    favoriteBooks {\n      id\n      ...BookCard_book\n    }\n  }\n': typeof types.ProfileBooks_UserFragmentDoc;
  '\n  fragment ProfileHeader_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    isVerified\n    profilePictureUrl\n    github\n    linkedin\n    instagram\n    bio\n    status\n    statusUpdatedAt\n    isPrivate\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n    }\n    currentlyReading {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n    ...FriendButtons_user\n  }\n': typeof types.ProfileHeader_UserFragmentDoc;
  '\n  query ProfilePage($id: ID!) {\n    user(id: $id) {\n      id\n      friendship {\n        userId\n        status\n      }\n      currentlyReading {\n        id\n      }\n      favoriteBooks {\n        id\n      }\n      ...ProfileHeader_user\n      ...ProfileAbout_user\n      ...ProfileBooks_user\n    }\n  }\n': typeof types.ProfilePageDocument;
  '\n  fragment ProfileReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    book {\n      id\n      title\n    }\n  }\n': typeof types.ProfileReviewCard_ReviewFragmentDoc;
  '\n  query ProfileReviews($id: ID!, $page: Int!) {\n    user(id: $id) {\n      id\n      reviews(page: $page) {\n        totalCount\n        page\n        pageCount\n        hasNextPage\n        hasPreviousPage\n        averageRating\n        items {\n          id\n          ...ProfileReviewCard_review\n        }\n      }\n    }\n  }\n': typeof types.ProfileReviewsDocument;
  '\n  mutation UpdateProfileText($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n      bio\n      status\n      statusUpdatedAt\n    }\n  }\n': typeof types.UpdateProfileTextDocument;
  '\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      authorsCount\n      authorsFirst\n      didYouMean\n      authors {\n        id\n        name\n        coverImage\n      }\n      items {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n  }\n': typeof types.SearchPageDocument;
  '\n  mutation SetReadingGoal($calendar: ChallengeCalendar!, $year: Int!, $goal: Int!) {\n    setReadingGoal(calendar: $calendar, year: $year, goal: $goal) {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n': typeof types.SetReadingGoalDocument;
  '\n  mutation CreateReadingGroup($name: String!, $description: String, $bookId: ID) {\n    createReadingGroup(name: $name, description: $description, bookId: $bookId) {\n      id\n      name\n      memberCount\n      isMember\n    }\n  }\n': typeof types.CreateReadingGroupDocument;
  '\n  query GroupBookSearch($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      book {\n        id\n        title\n      }\n    }\n  }\n': typeof types.GroupBookSearchDocument;
  '\n  fragment FriendRequestRow_request on FriendRequest {\n    id\n    createdAt\n    fromUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n    toUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n': typeof types.FriendRequestRow_RequestFragmentDoc;
  '\n  fragment FriendRow_friendship on Friendship {\n    id\n    since\n    friend {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n': typeof types.FriendRow_FriendshipFragmentDoc;
  '\n  query GroupDiscussion($id: ID!, $page: Int = 1) {\n    readingGroup(id: $id) {\n      group {\n        id\n        name\n        description\n        memberCount\n        isMember\n        book {\n          id\n          title\n        }\n      }\n      members {\n        joinedAt\n        user {\n          id\n          username\n          firstName\n          lastName\n          isVerified\n          profilePictureUrl\n        }\n      }\n    }\n    groupPosts(groupId: $id, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        content\n        containsSpoiler\n        hidden\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n        replies {\n          id\n          content\n          containsSpoiler\n          hidden\n          createdAt\n          author {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n': typeof types.GroupDiscussionDocument;
  '\n  mutation PostInReadingGroup($groupId: ID!, $content: String!, $containsSpoiler: Boolean, $parentId: ID) {\n    postInReadingGroup(groupId: $groupId, content: $content, containsSpoiler: $containsSpoiler, parentId: $parentId) {\n      id\n    }\n  }\n': typeof types.PostInReadingGroupDocument;
  '\n  mutation SetGroupPostHidden($id: ID!, $hidden: Boolean!) {\n    staffSetGroupPostHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n': typeof types.SetGroupPostHiddenDocument;
  '\n  mutation JoinReadingGroup($id: ID!) {\n    joinReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n': typeof types.JoinReadingGroupDocument;
  '\n  mutation LeaveReadingGroup($id: ID!) {\n    leaveReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n': typeof types.LeaveReadingGroupDocument;
  '\n  query PeopleSearch($query: String!) {\n    searchUsers(query: $query) {\n      id\n      username\n      firstName\n      lastName\n      isVerified\n      profilePictureUrl\n    }\n  }\n': typeof types.PeopleSearchDocument;
  '\n  fragment ReadingGroupCard_group on ReadingGroup {\n    id\n    name\n    description\n    memberCount\n    isMember\n    book {\n      id\n      title\n    }\n  }\n': typeof types.ReadingGroupCard_GroupFragmentDoc;
  '\n  query SocialSuggestions($page: Int!) {\n    friendSuggestions(page: $page) {\n      page\n      hasNextPage\n      totalCount\n      items {\n        id\n        ...SuggestionCard_suggestion\n      }\n    }\n  }\n': typeof types.SocialSuggestionsDocument;
  '\n  query SocialRequests {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n  }\n': typeof types.SocialRequestsDocument;
  '\n  query SocialFriends {\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n': typeof types.SocialFriendsDocument;
  '\n  query SocialChallenge {\n    readingChallenge {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n': typeof types.SocialChallengeDocument;
  '\n  query SocialStats {\n    socialStats {\n      activeFriends\n      booksReadThisYear\n      year\n      commonGenres\n      friends\n      reviewsWritten\n    }\n  }\n': typeof types.SocialStatsDocument;
  '\n  query SocialGroups($page: Int = 1) {\n    readingGroups(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...ReadingGroupCard_group\n      }\n    }\n  }\n': typeof types.SocialGroupsDocument;
  '\n  fragment SuggestionCard_suggestion on FriendSuggestion {\n    id\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    user {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n': typeof types.SuggestionCard_SuggestionFragmentDoc;
  '\n  subscription SocialFriendRequestReceived {\n    friendRequestReceived {\n      id\n      ...FriendRequestRow_request\n    }\n  }\n': typeof types.SocialFriendRequestReceivedDocument;
  '\n  subscription SocialFriendshipChanged {\n    friendshipChanged {\n      action\n      requestId\n      friendshipId\n      state {\n        userId\n        status\n        friendshipId\n        requestId\n      }\n      friendship {\n        id\n        ...FriendRow_friendship\n      }\n    }\n  }\n': typeof types.SocialFriendshipChangedDocument;
  '\n  query StaffAudit($page: Int) {\n    staffAuditLog(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        actorEmail\n        action\n        entity\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n': typeof types.StaffAuditDocument;
  '\n  fragment StaffBookFields on Book {\n    id\n    title\n    coverImage\n    file {\n      name\n      bytes\n    }\n    price\n    stock\n    hidden\n    year\n    datePublished\n    format\n    pages\n    isbn13\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    description\n    author {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n  }\n': typeof types.StaffBookFieldsFragmentDoc;
  '\n  query StaffBooks($title: String, $page: Int) {\n    staffBooks(title: $title, page: $page) {\n      totalCount\n      items {\n        ...StaffBookFields @unmask\n      }\n    }\n  }\n': typeof types.StaffBooksDocument;
  '\n  query StaffBookChoices {\n    genres {\n      id\n      name\n    }\n    authors(pageSize: 100) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.StaffBookChoicesDocument;
  '\n  mutation StaffCreateBook($input: StaffBookInput!) {\n    staffCreateBook(input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n': typeof types.StaffCreateBookDocument;
  '\n  mutation StaffUpdateBook($id: ID!, $input: StaffBookUpdate!) {\n    staffUpdateBook(id: $id, input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n': typeof types.StaffUpdateBookDocument;
  '\n  mutation StaffUploadCover($id: ID!, $cover: String!) {\n    staffUploadCover(id: $id, cover: $cover) {\n      id\n      coverImage\n    }\n  }\n': typeof types.StaffUploadCoverDocument;
  '\n  mutation StaffAdjustStock($id: ID!, $change: Int!, $reason: String!) {\n    staffAdjustStock(id: $id, change: $change, reason: $reason) {\n      id\n      stock\n    }\n  }\n': typeof types.StaffAdjustStockDocument;
  '\n  mutation StaffHideBook($id: ID!) {\n    staffHideBook(id: $id) {\n      id\n      hidden\n    }\n  }\n': typeof types.StaffHideBookDocument;
  '\n  mutation StaffShowBook($id: ID!) {\n    staffShowBook(id: $id) {\n      id\n      hidden\n    }\n  }\n': typeof types.StaffShowBookDocument;
  '\n  mutation StaffCreateAuthor($name: String!) {\n    staffCreateAuthor(input: { name: $name }) {\n      id\n      name\n    }\n  }\n': typeof types.StaffCreateAuthorDocument;
  '\n  mutation StaffUpdateAuthor($id: ID!, $name: String!) {\n    staffUpdateAuthor(id: $id, input: { name: $name }) {\n      id\n      name\n    }\n  }\n': typeof types.StaffUpdateAuthorDocument;
  '\n  mutation StaffCreateGenre($name: String!) {\n    staffCreateGenre(name: $name) {\n      id\n      name\n    }\n  }\n': typeof types.StaffCreateGenreDocument;
  '\n  mutation StaffUpdateGenre($id: ID!, $name: String!) {\n    staffUpdateGenre(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n': typeof types.StaffUpdateGenreDocument;
  '\n  query StaffInbox($page: Int) {\n    staffContactMessages(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        reply\n        repliedAt\n      }\n    }\n  }\n': typeof types.StaffInboxDocument;
  '\n  mutation StaffReplyToContactMessage($id: ID!, $reply: String!) {\n    staffReplyToContactMessage(id: $id, reply: $reply) {\n      id\n      reply\n      repliedAt\n    }\n  }\n': typeof types.StaffReplyToContactMessageDocument;
  '\n  query StaffOrders($step: OrderStep!, $page: Int) {\n    staffOrders(step: $step, page: $page) {\n      totalCount\n      page\n      pageCount\n      stepCounts {\n        step\n        count\n      }\n      items {\n        order {\n          id\n          shortId\n          createdAt\n          totalAmount\n          paymentMethod\n          step\n          shippingAddress {\n            fullName\n            addressLine1\n            city\n            district\n            phone\n          }\n          items {\n            id\n            quantity\n            book {\n              id\n              title\n            }\n          }\n        }\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n': typeof types.StaffOrdersDocument;
  '\n  fragment StaffOrderMoves on OrderMoves {\n    moved {\n      order {\n        id\n        step\n      }\n    }\n    refused {\n      orderId\n      message\n    }\n  }\n': typeof types.StaffOrderMovesFragmentDoc;
  '\n  mutation StaffPackOrders($ids: [ID!]!) {\n    staffPackOrders(ids: $ids) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n': typeof types.StaffPackOrdersDocument;
  '\n  mutation StaffShipOrders($shipments: [ShipmentInput!]!) {\n    staffShipOrders(shipments: $shipments) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n': typeof types.StaffShipOrdersDocument;
  '\n  mutation StaffDeliverOrders($deliveries: [DeliveryInput!]!) {\n    staffDeliverOrders(deliveries: $deliveries) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n': typeof types.StaffDeliverOrdersDocument;
  '\n  mutation StaffCancelOrders($ids: [ID!]!, $reason: String!) {\n    staffCancelOrders(ids: $ids, reason: $reason) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n': typeof types.StaffCancelOrdersDocument;
  '\n  query StaffRefunds($state: RefundState, $page: Int) {\n    staffRefunds(state: $state, page: $page) {\n      totalCount\n      page\n      pageCount\n      stateCounts {\n        state\n        count\n      }\n      items {\n        orderId\n        orderShortId\n        attempts\n        lastError\n        transactionId\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        refund {\n          id\n          amount\n          cause\n          method\n          wallet\n          state\n          reference\n          createdAt\n          refundedAt\n        }\n      }\n    }\n  }\n': typeof types.StaffRefundsDocument;
  '\n  mutation StaffRecordRefund($id: ID!, $reference: String!) {\n    staffRecordRefund(id: $id, reference: $reference) {\n      refund {\n        id\n        state\n        reference\n        refundedAt\n      }\n    }\n  }\n': typeof types.StaffRecordRefundDocument;
  '\n  mutation StaffRetryRefund($id: ID!) {\n    staffRetryRefund(id: $id) {\n      refund {\n        id\n        state\n      }\n    }\n  }\n': typeof types.StaffRetryRefundDocument;
  '\n  query StaffRentals($view: RentalView!, $page: Int) {\n    staffRentals(view: $view, page: $page) {\n      totalCount\n      page\n      pageCount\n      viewCounts {\n        view\n        count\n      }\n      items {\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        copy {\n          orderId\n          overdue\n          book {\n            id\n            title\n          }\n          rental {\n            id\n            state\n            digital\n            periodDays\n            deposit\n            fee\n            refundOnTime\n            startedAt\n            dueDate\n            purchaseAt\n            endedAt\n            damaged\n            lateFee\n            refund\n          }\n        }\n      }\n    }\n  }\n': typeof types.StaffRentalsDocument;
  '\n  mutation StaffReturnRental($id: ID!, $damaged: Boolean!) {\n    staffReturnRental(id: $id, damaged: $damaged) {\n      copy {\n        overdue\n        rental {\n          id\n          state\n          endedAt\n          damaged\n          lateFee\n          refund\n        }\n      }\n    }\n  }\n': typeof types.StaffReturnRentalDocument;
  '\n  mutation SaveLanguage($language: Language!) {\n    updateSettings(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n': typeof types.SaveLanguageDocument;
  '\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n': typeof types.HeaderCartCountDocument;
  '\n  mutation SignOut($everywhere: Boolean) {\n    logout(everywhere: $everywhere)\n  }\n': typeof types.SignOutDocument;
  "\n  fragment StoreCopy_store on Store {\n    deliveryDistricts {\n      name\n      nepaliName\n    }\n    paymentMethods\n    maxOpenCashOnDeliveryOrders\n    # The rental policy's numbers (REST's rentals/terms.ts): the policy page names them.\n    rentalTerms {\n      periods {\n        period\n        days\n        feePercent\n      }\n      lateFeePercentPerDay\n      rebuyDiscountPercent\n      rebuyWindowDays\n    }\n  }\n": typeof types.StoreCopy_StoreFragmentDoc;
  '\n  query StoreCopy {\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n': typeof types.StoreCopyDocument;
  '\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n': typeof types.AddToCartDocument;
  '\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n': typeof types.RemoveFromCartDocument;
  '\n  mutation SetFavorite($bookId: ID!, $on: Boolean!) {\n    addFavorite(bookId: $bookId) @include(if: $on) {\n      id\n      isFavorite\n    }\n    removeFavorite(bookId: $bookId) @skip(if: $on) {\n      id\n      isFavorite\n    }\n  }\n': typeof types.SetFavoriteDocument;
  '\n  mutation SetWishlist($bookId: ID!, $on: Boolean!) {\n    addToWishlist(bookId: $bookId) @include(if: $on) {\n      id\n      inWishlist\n    }\n    removeFromWishlist(bookId: $bookId) @skip(if: $on) {\n      id\n      inWishlist\n    }\n  }\n': typeof types.SetWishlistDocument;
  '\n  query BookHead($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      description\n      coverImage\n      price\n      stock\n      language\n      format\n      author {\n        id\n        name\n      }\n    }\n  }\n': typeof types.BookHeadDocument;
  '\n  query AuthorHead($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      biography\n      coverImage\n      birthDate\n    }\n  }\n': typeof types.AuthorHeadDocument;
  '\n  query DrawnMember {\n    me {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n    }\n  }\n': typeof types.DrawnMemberDocument;
};
const documents: Documents = {
  "\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    stock\n    author {\n      id\n      name\n    }\n    # A member's shelf control (CardShelf); null for guests, at no REST call.\n    myShelf {\n      id\n      shelf\n    }\n  }\n":
    types.BookCard_BookFragmentDoc,
  '\n  mutation ShelveBook($bookId: ID!, $shelf: Shelf!) {\n    shelveBook(bookId: $bookId, shelf: $shelf) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n      book {\n        id\n        myShelf {\n          id\n          shelf\n        }\n      }\n    }\n  }\n':
    types.ShelveBookDocument,
  '\n  mutation RemoveFromShelves($id: ID!) {\n    removeShelfEntry(id: $id) {\n      id\n      myShelf {\n        id\n      }\n    }\n  }\n':
    types.RemoveFromShelvesDocument,
  '\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      highlight {\n        start\n        end\n      }\n      book {\n        id\n      }\n      author {\n        id\n        name\n      }\n    }\n  }\n':
    types.SearchSuggestionsDocument,
  '\n  subscription HeaderCartChanged {\n    cartChanged {\n      cart {\n        count\n      }\n    }\n  }\n':
    types.HeaderCartChangedDocument,
  '\n  subscription OrderChanged {\n    orderChanged {\n      id\n      shortId\n      step\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      paymentMethod\n      transactionId\n      ...OrderTimeline_order\n    }\n  }\n':
    types.OrderChangedDocument,
  '\n  fragment ReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    author {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n':
    types.ReviewCard_ReviewFragmentDoc,
  '\n  fragment AddressCard_address on ShippingAddress {\n    id\n    addressName\n    fullName\n    addressLine1\n    city\n    phone\n    district\n    deliverable\n    isDefault\n  }\n':
    types.AddressCard_AddressFragmentDoc,
  '\n  query AccountShipping {\n    shippingAddresses {\n      id\n      ...AddressCard_address\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n  }\n':
    types.AccountShippingDocument,
  '\n  mutation CreateShippingAddress($input: ShippingAddressInput!) {\n    createShippingAddress(input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n':
    types.CreateShippingAddressDocument,
  '\n  mutation UpdateShippingAddress($id: ID!, $input: ShippingAddressUpdate!) {\n    updateShippingAddress(id: $id, input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n':
    types.UpdateShippingAddressDocument,
  '\n  mutation DeleteShippingAddress($id: ID!) {\n    deleteShippingAddress(id: $id) {\n      id\n      ...AddressCard_address\n    }\n  }\n':
    types.DeleteShippingAddressDocument,
  '\n  query AccountImport($page: Int) {\n    goodreadsUnmatched(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...UnmatchedRow_row\n      }\n    }\n  }\n':
    types.AccountImportDocument,
  '\n  mutation ImportGoodreads($csv: String!) {\n    importGoodreads(csv: $csv) {\n      rows\n      matched\n      shelved {\n        shelf\n        count\n      }\n      reviewsAdded\n      alreadyThere\n      unmatched\n      skipped\n    }\n  }\n':
    types.ImportGoodreadsDocument,
  '\n  query GoodreadsExport {\n    goodreadsExport\n  }\n': types.GoodreadsExportDocument,
  '\n  fragment UnmatchedRow_row on GoodreadsRow {\n    id\n    title\n    author\n    isbn13\n    shelf\n    rating\n  }\n':
    types.UnmatchedRow_RowFragmentDoc,
  '\n  query GoodreadsMatchSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 5) {\n      items {\n        id\n        title\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.GoodreadsMatchSearchDocument,
  '\n  mutation MatchGoodreadsRow($id: ID!, $bookId: ID!) {\n    matchGoodreadsRow(id: $id, bookId: $bookId) {\n      matched\n    }\n  }\n':
    types.MatchGoodreadsRowDocument,
  '\n  mutation SkipGoodreadsRow($id: ID!) {\n    skipGoodreadsRow(id: $id)\n  }\n': types.SkipGoodreadsRowDocument,
  '\n  mutation UpdateAccountInfo($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      statusUpdatedAt\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n':
    types.UpdateAccountInfoDocument,
  '\n  query AccountInfo {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n':
    types.AccountInfoDocument,
  '\n  mutation UpdateProfilePicture($picture: String!) {\n    updateProfile(input: { profilePicture: $picture }) {\n      id\n      profilePictureUrl\n    }\n  }\n':
    types.UpdateProfilePictureDocument,
  '\n  query AccountLibrary {\n    library {\n      access\n      dueAt\n      since\n      format\n      file {\n        name\n        bytes\n        mediaType\n      }\n      book {\n        id\n        title\n        coverImage\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.AccountLibraryDocument,
  '\n  mutation LibraryDownloadLink($bookId: ID!) {\n    libraryDownloadLink(bookId: $bookId) {\n      url\n      expiresAt\n    }\n  }\n':
    types.LibraryDownloadLinkDocument,
  '\n  fragment FavoriteCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    author {\n      id\n      name\n    }\n  }\n':
    types.FavoriteCard_BookFragmentDoc,
  '\n  query AccountFavorites {\n    favorites {\n      id\n      ...FavoriteCard_book\n    }\n    me {\n      id\n      currentlyReading {\n        id\n      }\n    }\n  }\n':
    types.AccountFavoritesDocument,
  '\n  mutation RemoveAccountFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      id\n      isFavorite\n    }\n  }\n':
    types.RemoveAccountFavoriteDocument,
  '\n  query AccountWishlist {\n    wishlist {\n      id\n      addedAt\n      book {\n        id\n        ...WishlistRow_book\n      }\n    }\n  }\n':
    types.AccountWishlistDocument,
  '\n  fragment WishlistRow_book on Book {\n    id\n    title\n    coverImage\n    price\n    inStock\n    inCart\n    author {\n      id\n      name\n    }\n  }\n':
    types.WishlistRow_BookFragmentDoc,
  '\n  mutation RemoveFromAccountWishlist($bookId: ID!) {\n    removeFromWishlist(bookId: $bookId) {\n      id\n      inWishlist\n    }\n  }\n':
    types.RemoveFromAccountWishlistDocument,
  '\n  mutation MoveWishlistBookToCart($bookId: ID!) {\n    addToCart(bookId: $bookId, quantity: 1) {\n      id\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n':
    types.MoveWishlistBookToCartDocument,
  '\n  query ReadingSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 6) {\n      items {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n':
    types.ReadingSearchDocument,
  '\n  query AccountReading {\n    me {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n      favoriteBooks {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n':
    types.AccountReadingDocument,
  '\n  fragment ReadingCard_book on Book {\n    id\n    title\n    coverImage\n    year\n    format\n    pages\n    description\n    author {\n      id\n      name\n    }\n  }\n':
    types.ReadingCard_BookFragmentDoc,
  '\n  fragment ReadingChoice_book on Book {\n    id\n    title\n    coverImage\n    author {\n      id\n      name\n    }\n  }\n':
    types.ReadingChoice_BookFragmentDoc,
  '\n  mutation SetCurrentlyReading($bookId: ID) {\n    updateProfile(input: { currentlyReadingId: $bookId }) {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n    }\n  }\n':
    types.SetCurrentlyReadingDocument,
  '\n  query AccountSettingsScreen {\n    me {\n      id\n      username\n      email\n      createdAt\n      favoriteGenres {\n        id\n        name\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n':
    types.AccountSettingsScreenDocument,
  '\n  mutation SaveFavoriteGenres($ids: [ID!]!) {\n    updateProfile(input: { favoriteGenreIds: $ids }) {\n      id\n      favoriteGenres {\n        id\n        name\n      }\n    }\n  }\n':
    types.SaveFavoriteGenresDocument,
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n':
    types.ChangePasswordDocument,
  '\n  query AccountNotifications {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n':
    types.AccountNotificationsDocument,
  '\n  query AccountPrivacy {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n':
    types.AccountPrivacyDocument,
  '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n':
    types.UpdateSettingsDocument,
  '\n  fragment ShelfEntryRow_entry on ShelfEntry {\n    id\n    shelf\n    updatedAt\n    progressPercent\n    currentReading {\n      id\n      startedOn\n    }\n    readings {\n      id\n      state\n      finishedOn\n    }\n    book {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n  }\n':
    types.ShelfEntryRow_EntryFragmentDoc,
  '\n  mutation UpdateReadingProgress($id: ID!, $percent: Int) {\n    updateReadingProgress(id: $id, percent: $percent) {\n      id\n      updatedAt\n      progressPercent\n    }\n  }\n':
    types.UpdateReadingProgressDocument,
  '\n  mutation FinishReading($id: ID!) {\n    finishReading(id: $id) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n    }\n  }\n':
    types.FinishReadingDocument,
  '\n  query AccountShelves($shelf: Shelf, $order: ShelfOrder, $page: Int) {\n    myShelves(shelf: $shelf, order: $order, page: $page) {\n      totalCount\n      page\n      pageCount\n      shelfCounts {\n        shelf\n        count\n      }\n      items {\n        id\n        ...ShelfEntryRow_entry\n      }\n    }\n  }\n':
    types.AccountShelvesDocument,
  '\n  fragment FriendActivityItem_activity on FriendActivity {\n    id\n    kind\n    at\n    shelf\n    pages\n    percent\n    member {\n      id\n      firstName\n      lastName\n      profilePictureUrl\n    }\n    book {\n      id\n      title\n    }\n    review {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n    }\n    challenge {\n      calendar\n      year\n      goal\n    }\n  }\n':
    types.FriendActivityItem_ActivityFragmentDoc,
  '\n  query FriendsActivity($first: Int!, $after: String) {\n    friendsActivity(first: $first, after: $after) {\n      nodes {\n        id\n        ...FriendActivityItem_activity\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n':
    types.FriendsActivityDocument,
  '\n  subscription FriendActivityLive {\n    friendActivity {\n      id\n      ...FriendActivityItem_activity\n    }\n  }\n':
    types.FriendActivityLiveDocument,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n        staffRole\n        settings {\n          language\n        }\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n      }\n    }\n  }\n':
    types.RegisterDocument,
  '\n  query AuthorPage($id: ID!, $page: Int = 1) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books(page: $page) {\n        page\n        hasNextPage\n        items {\n          id\n          ...BookCard_book\n        }\n      }\n    }\n  }\n':
    types.AuthorPageDocument,
  '\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n    myShelf {\n      id\n      shelf\n    }\n  }\n':
    types.BookActions_BookFragmentDoc,
  '\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      ratingBreakdown {\n        stars\n        count\n      }\n      reviewsCount\n      year\n      isBestSeller\n      stock\n      format\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...RentalOptions_book\n      ...ProductDetails_book\n      ...ReadNext_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n':
    types.BookPageDocument,
  '\n  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {\n    createReview(bookId: $bookId, input: $input) {\n      id\n      book {\n        id\n        rating\n        reviewsCount\n        totalRatings\n      }\n    }\n  }\n':
    types.CreateReviewDocument,
  '\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n      isEdited\n      updatedAt\n    }\n  }\n':
    types.UpdateReviewDocument,
  '\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n      rating\n      reviewsCount\n      totalRatings\n      myReview {\n        id\n      }\n    }\n  }\n':
    types.DeleteReviewDocument,
  '\n  fragment ProductDetails_book on Book {\n    id\n    format\n    pages\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    year\n    datePublished\n    salesCount\n    totalRatings\n    genres {\n      id\n      name\n    }\n  }\n':
    types.ProductDetails_BookFragmentDoc,
  '\n  fragment ReadNext_book on Book {\n    id\n    author {\n      id\n      name\n    }\n    moreByAuthor {\n      id\n      ...BookCard_book\n    }\n    readersAlsoEnjoyed {\n      id\n      ...BookCard_book\n    }\n  }\n':
    types.ReadNext_BookFragmentDoc,
  '\n  fragment RentalOptions_book on Book {\n    id\n    rentalOptions {\n      period\n      days\n      fee\n      deposit\n      refund\n    }\n  }\n':
    types.RentalOptions_BookFragmentDoc,
  '\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    rebuyDiscount {\n      percent\n      until\n    }\n    rental {\n      days\n      fee\n      deposit\n      refund\n    }\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n':
    types.CartLine_ItemFragmentDoc,
  "\n  query CartPage {\n    store {\n      shippingFee\n    }\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        rebuyDiscount {\n          percent\n          until\n        }\n        book {\n          id\n          format\n          # What each period's rental would cost: shown at once when the line's period changes.\n          rentalOptions {\n            period\n            days\n            fee\n            deposit\n            refund\n          }\n        }\n        ...CartLine_item\n      }\n    }\n  }\n":
    types.CartPageDocument,
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      unitPrice\n      lineTotal\n      rebuyDiscount {\n        percent\n        until\n      }\n      rental {\n        days\n        fee\n        deposit\n        refund\n      }\n    }\n  }\n':
    types.UpdateCartItemDocument,
  '\n  mutation RemoveCartLine($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n':
    types.RemoveCartLineDocument,
  '\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n      booksCount\n    }\n  }\n':
    types.CatalogPageDocument,
  '\n  query CheckoutPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        rentalDays\n        lineTotal\n        rental {\n          fee\n          deposit\n          refund\n        }\n        book {\n          id\n          title\n          coverImage\n          format\n        }\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      phone\n      district\n      deliverable\n      isDefault\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n    store {\n      shippingFee\n      paymentMethods\n    }\n  }\n':
    types.CheckoutPageDocument,
  '\n  mutation PlaceOrder(\n    $itemIds: [ID!]!\n    $shippingAddressId: ID\n    $paymentMethod: PaymentMethod\n    $notes: String\n    $idempotencyKey: String\n  ) {\n    createOrder(\n      itemIds: $itemIds\n      shippingAddressId: $shippingAddressId\n      paymentMethod: $paymentMethod\n      notes: $notes\n      idempotencyKey: $idempotencyKey\n    ) {\n      id\n      status\n    }\n  }\n':
    types.PlaceOrderDocument,
  '\n  mutation SendContactMessage($message: ContactMessageInput!) {\n    sendContactMessage(input: $message) {\n      message\n    }\n  }\n':
    types.SendContactMessageDocument,
  '\n  fragment FriendshipStateFields on FriendshipState {\n    userId\n    status\n    friendshipId\n    requestId\n  }\n':
    types.FriendshipStateFieldsFragmentDoc,
  '\n  fragment FriendLists_query on Query {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n':
    types.FriendLists_QueryFragmentDoc,
  '\n  fragment FriendActionAnswer_query on Query {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n    ...FriendLists_query @include(if: $lists)\n  }\n':
    types.FriendActionAnswer_QueryFragmentDoc,
  '\n  mutation SendFriendRequest($userId: ID!, $lists: Boolean!) {\n    sendFriendRequest(userId: $userId) {\n      id\n      accepted\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n':
    types.SendFriendRequestDocument,
  '\n  mutation AcceptFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    acceptFriendRequest(requestId: $requestId) {\n      id\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n':
    types.AcceptFriendRequestDocument,
  '\n  mutation RejectFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    rejectFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n':
    types.RejectFriendRequestDocument,
  '\n  mutation CancelFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    cancelFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n':
    types.CancelFriendRequestDocument,
  '\n  mutation Unfriend($friendshipId: ID!, $userId: ID!, $lists: Boolean!) {\n    unfriend(friendshipId: $friendshipId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n':
    types.UnfriendDocument,
  '\n  query FriendshipStatus($userId: ID!) {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n  }\n':
    types.FriendshipStatusDocument,
  '\n  fragment FavouriteAuthors_author on Author {\n    id\n    name\n    coverImage\n  }\n':
    types.FavouriteAuthors_AuthorFragmentDoc,
  "\n  query HomePage {\n    featuredBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The books the store added most recently.\n    newBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The member's own authors (or the store's marked sample) and books like their last read.\n    readerHome {\n      favouriteAuthorsAreSample\n      favouriteAuthors {\n        id\n        ...FavouriteAuthors_author\n      }\n      lastRead {\n        id\n        title\n      }\n      becauseYouRead {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n    # How to pay and where the store delivers, for the hero, how it works and the FAQ.\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n":
    types.HomePageDocument,
  '\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n':
    types.SubscribeNewsletterDocument,
  '\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      id\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n    }\n  }\n':
    types.CancelOrderDocument,
  '\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      paymentMethod\n      notes\n      transactionId\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n      ...OrderRefunds_order\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        rentalMoney {\n          fee\n          deposit\n          refund\n        }\n        rental {\n          state\n          digital\n          dueDate\n        }\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.OrderPageDocument,
  '\n  fragment OrderRefunds_order on Order {\n    id\n    refunds {\n      id\n      amount\n      cause\n      method\n      wallet\n      state\n      reference\n      createdAt\n      refundedAt\n    }\n  }\n':
    types.OrderRefunds_OrderFragmentDoc,
  '\n  fragment OrderRow_order on Order {\n    id\n    shortId\n    status\n    step\n    cancelReason\n    createdAt\n    totalAmount\n    items {\n      id\n      quantity\n      book {\n        id\n        title\n      }\n    }\n  }\n':
    types.OrderRow_OrderFragmentDoc,
  '\n  fragment OrderTimeline_order on Order {\n    id\n    paymentMethod\n    step\n    courier\n    trackingNumber\n    cashReceived\n    timeline {\n      step\n      at\n    }\n  }\n':
    types.OrderTimeline_OrderFragmentDoc,
  '\n  query AccountOrders($page: Int = 1) {\n    orders(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        id\n        ...OrderRow_order\n      }\n    }\n  }\n':
    types.AccountOrdersDocument,
  '\n  query AccountRentals($page: Int = 1) {\n    rentals(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        orderId\n        overdue\n        book {\n          id\n          title\n          coverImage\n        }\n        rental {\n          id\n          state\n          digital\n          periodDays\n          deposit\n          fee\n          refundOnTime\n          dueAt\n          dueDate\n          purchaseAt\n          endedAt\n          damaged\n          lateFee\n          refund\n          remindedBeforeAt\n        }\n      }\n    }\n  }\n':
    types.AccountRentalsDocument,
  '\n  fragment OrderSummary_order on Order {\n    id\n    shortId\n    shippingFee\n    totalAmount\n    items {\n      id\n      quantity\n      price\n      rentalMoney {\n        fee\n        deposit\n        refund\n      }\n      book {\n        id\n        title\n      }\n    }\n  }\n':
    types.OrderSummary_OrderFragmentDoc,
  '\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      cancelReason\n      shippingAddress {\n        fullName\n        addressName\n      }\n      ...OrderSummary_order\n    }\n  }\n':
    types.PaymentPageDocument,
  '\n  mutation CreatePayment($orderId: ID!, $provider: PaymentProvider!, $idempotencyKey: String) {\n    createPayment(orderId: $orderId, provider: $provider, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      form {\n        action\n        method\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n':
    types.CreatePaymentDocument,
  '\n  mutation VerifyPayment($provider: PaymentProvider!, $returnQuery: String!) {\n    verifyPayment(provider: $provider, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n        ...OrderSummary_order\n      }\n    }\n  }\n':
    types.VerifyPaymentDocument,
  '\n  fragment FriendButtons_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    status\n    isVerified\n    profilePictureUrl\n    friendship {\n      userId\n      status\n      friendshipId\n      requestId\n    }\n  }\n':
    types.FriendButtons_UserFragmentDoc,
  '\n  fragment ProfileAbout_user on UserProfile {\n    id\n    username\n    createdAt\n    dateOfBirth\n    isPrivate\n    wishlistCount\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteBooks {\n      id\n      title\n      coverImage\n    }\n  }\n':
    types.ProfileAbout_UserFragmentDoc,
  '\n  fragment ProfileBooks_user on UserProfile {\n    id\n    firstName\n    isPrivate\n    currentlyReading {\n      id\n      ...BookCard_book\n    }\n    favoriteBooks {\n      id\n      ...BookCard_book\n    }\n  }\n':
    types.ProfileBooks_UserFragmentDoc,
  '\n  fragment ProfileHeader_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    isVerified\n    profilePictureUrl\n    github\n    linkedin\n    instagram\n    bio\n    status\n    statusUpdatedAt\n    isPrivate\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n    }\n    currentlyReading {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n    ...FriendButtons_user\n  }\n':
    types.ProfileHeader_UserFragmentDoc,
  '\n  query ProfilePage($id: ID!) {\n    user(id: $id) {\n      id\n      friendship {\n        userId\n        status\n      }\n      currentlyReading {\n        id\n      }\n      favoriteBooks {\n        id\n      }\n      ...ProfileHeader_user\n      ...ProfileAbout_user\n      ...ProfileBooks_user\n    }\n  }\n':
    types.ProfilePageDocument,
  '\n  fragment ProfileReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    book {\n      id\n      title\n    }\n  }\n':
    types.ProfileReviewCard_ReviewFragmentDoc,
  '\n  query ProfileReviews($id: ID!, $page: Int!) {\n    user(id: $id) {\n      id\n      reviews(page: $page) {\n        totalCount\n        page\n        pageCount\n        hasNextPage\n        hasPreviousPage\n        averageRating\n        items {\n          id\n          ...ProfileReviewCard_review\n        }\n      }\n    }\n  }\n':
    types.ProfileReviewsDocument,
  '\n  mutation UpdateProfileText($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n      bio\n      status\n      statusUpdatedAt\n    }\n  }\n':
    types.UpdateProfileTextDocument,
  '\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      authorsCount\n      authorsFirst\n      didYouMean\n      authors {\n        id\n        name\n        coverImage\n      }\n      items {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n  }\n':
    types.SearchPageDocument,
  '\n  mutation SetReadingGoal($calendar: ChallengeCalendar!, $year: Int!, $goal: Int!) {\n    setReadingGoal(calendar: $calendar, year: $year, goal: $goal) {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n':
    types.SetReadingGoalDocument,
  '\n  mutation CreateReadingGroup($name: String!, $description: String, $bookId: ID) {\n    createReadingGroup(name: $name, description: $description, bookId: $bookId) {\n      id\n      name\n      memberCount\n      isMember\n    }\n  }\n':
    types.CreateReadingGroupDocument,
  '\n  query GroupBookSearch($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      book {\n        id\n        title\n      }\n    }\n  }\n':
    types.GroupBookSearchDocument,
  '\n  fragment FriendRequestRow_request on FriendRequest {\n    id\n    createdAt\n    fromUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n    toUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n':
    types.FriendRequestRow_RequestFragmentDoc,
  '\n  fragment FriendRow_friendship on Friendship {\n    id\n    since\n    friend {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n':
    types.FriendRow_FriendshipFragmentDoc,
  '\n  query GroupDiscussion($id: ID!, $page: Int = 1) {\n    readingGroup(id: $id) {\n      group {\n        id\n        name\n        description\n        memberCount\n        isMember\n        book {\n          id\n          title\n        }\n      }\n      members {\n        joinedAt\n        user {\n          id\n          username\n          firstName\n          lastName\n          isVerified\n          profilePictureUrl\n        }\n      }\n    }\n    groupPosts(groupId: $id, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        content\n        containsSpoiler\n        hidden\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n        replies {\n          id\n          content\n          containsSpoiler\n          hidden\n          createdAt\n          author {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n':
    types.GroupDiscussionDocument,
  '\n  mutation PostInReadingGroup($groupId: ID!, $content: String!, $containsSpoiler: Boolean, $parentId: ID) {\n    postInReadingGroup(groupId: $groupId, content: $content, containsSpoiler: $containsSpoiler, parentId: $parentId) {\n      id\n    }\n  }\n':
    types.PostInReadingGroupDocument,
  '\n  mutation SetGroupPostHidden($id: ID!, $hidden: Boolean!) {\n    staffSetGroupPostHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n':
    types.SetGroupPostHiddenDocument,
  '\n  mutation JoinReadingGroup($id: ID!) {\n    joinReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n':
    types.JoinReadingGroupDocument,
  '\n  mutation LeaveReadingGroup($id: ID!) {\n    leaveReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n':
    types.LeaveReadingGroupDocument,
  '\n  query PeopleSearch($query: String!) {\n    searchUsers(query: $query) {\n      id\n      username\n      firstName\n      lastName\n      isVerified\n      profilePictureUrl\n    }\n  }\n':
    types.PeopleSearchDocument,
  '\n  fragment ReadingGroupCard_group on ReadingGroup {\n    id\n    name\n    description\n    memberCount\n    isMember\n    book {\n      id\n      title\n    }\n  }\n':
    types.ReadingGroupCard_GroupFragmentDoc,
  '\n  query SocialSuggestions($page: Int!) {\n    friendSuggestions(page: $page) {\n      page\n      hasNextPage\n      totalCount\n      items {\n        id\n        ...SuggestionCard_suggestion\n      }\n    }\n  }\n':
    types.SocialSuggestionsDocument,
  '\n  query SocialRequests {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n  }\n':
    types.SocialRequestsDocument,
  '\n  query SocialFriends {\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n':
    types.SocialFriendsDocument,
  '\n  query SocialChallenge {\n    readingChallenge {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n':
    types.SocialChallengeDocument,
  '\n  query SocialStats {\n    socialStats {\n      activeFriends\n      booksReadThisYear\n      year\n      commonGenres\n      friends\n      reviewsWritten\n    }\n  }\n':
    types.SocialStatsDocument,
  '\n  query SocialGroups($page: Int = 1) {\n    readingGroups(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...ReadingGroupCard_group\n      }\n    }\n  }\n':
    types.SocialGroupsDocument,
  '\n  fragment SuggestionCard_suggestion on FriendSuggestion {\n    id\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    user {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n':
    types.SuggestionCard_SuggestionFragmentDoc,
  '\n  subscription SocialFriendRequestReceived {\n    friendRequestReceived {\n      id\n      ...FriendRequestRow_request\n    }\n  }\n':
    types.SocialFriendRequestReceivedDocument,
  '\n  subscription SocialFriendshipChanged {\n    friendshipChanged {\n      action\n      requestId\n      friendshipId\n      state {\n        userId\n        status\n        friendshipId\n        requestId\n      }\n      friendship {\n        id\n        ...FriendRow_friendship\n      }\n    }\n  }\n':
    types.SocialFriendshipChangedDocument,
  '\n  query StaffAudit($page: Int) {\n    staffAuditLog(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        actorEmail\n        action\n        entity\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n':
    types.StaffAuditDocument,
  '\n  fragment StaffBookFields on Book {\n    id\n    title\n    coverImage\n    file {\n      name\n      bytes\n    }\n    price\n    stock\n    hidden\n    year\n    datePublished\n    format\n    pages\n    isbn13\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    description\n    author {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n  }\n':
    types.StaffBookFieldsFragmentDoc,
  '\n  query StaffBooks($title: String, $page: Int) {\n    staffBooks(title: $title, page: $page) {\n      totalCount\n      items {\n        ...StaffBookFields @unmask\n      }\n    }\n  }\n':
    types.StaffBooksDocument,
  '\n  query StaffBookChoices {\n    genres {\n      id\n      name\n    }\n    authors(pageSize: 100) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.StaffBookChoicesDocument,
  '\n  mutation StaffCreateBook($input: StaffBookInput!) {\n    staffCreateBook(input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n':
    types.StaffCreateBookDocument,
  '\n  mutation StaffUpdateBook($id: ID!, $input: StaffBookUpdate!) {\n    staffUpdateBook(id: $id, input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n':
    types.StaffUpdateBookDocument,
  '\n  mutation StaffUploadCover($id: ID!, $cover: String!) {\n    staffUploadCover(id: $id, cover: $cover) {\n      id\n      coverImage\n    }\n  }\n':
    types.StaffUploadCoverDocument,
  '\n  mutation StaffAdjustStock($id: ID!, $change: Int!, $reason: String!) {\n    staffAdjustStock(id: $id, change: $change, reason: $reason) {\n      id\n      stock\n    }\n  }\n':
    types.StaffAdjustStockDocument,
  '\n  mutation StaffHideBook($id: ID!) {\n    staffHideBook(id: $id) {\n      id\n      hidden\n    }\n  }\n':
    types.StaffHideBookDocument,
  '\n  mutation StaffShowBook($id: ID!) {\n    staffShowBook(id: $id) {\n      id\n      hidden\n    }\n  }\n':
    types.StaffShowBookDocument,
  '\n  mutation StaffCreateAuthor($name: String!) {\n    staffCreateAuthor(input: { name: $name }) {\n      id\n      name\n    }\n  }\n':
    types.StaffCreateAuthorDocument,
  '\n  mutation StaffUpdateAuthor($id: ID!, $name: String!) {\n    staffUpdateAuthor(id: $id, input: { name: $name }) {\n      id\n      name\n    }\n  }\n':
    types.StaffUpdateAuthorDocument,
  '\n  mutation StaffCreateGenre($name: String!) {\n    staffCreateGenre(name: $name) {\n      id\n      name\n    }\n  }\n':
    types.StaffCreateGenreDocument,
  '\n  mutation StaffUpdateGenre($id: ID!, $name: String!) {\n    staffUpdateGenre(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n':
    types.StaffUpdateGenreDocument,
  '\n  query StaffInbox($page: Int) {\n    staffContactMessages(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        reply\n        repliedAt\n      }\n    }\n  }\n':
    types.StaffInboxDocument,
  '\n  mutation StaffReplyToContactMessage($id: ID!, $reply: String!) {\n    staffReplyToContactMessage(id: $id, reply: $reply) {\n      id\n      reply\n      repliedAt\n    }\n  }\n':
    types.StaffReplyToContactMessageDocument,
  '\n  query StaffOrders($step: OrderStep!, $page: Int) {\n    staffOrders(step: $step, page: $page) {\n      totalCount\n      page\n      pageCount\n      stepCounts {\n        step\n        count\n      }\n      items {\n        order {\n          id\n          shortId\n          createdAt\n          totalAmount\n          paymentMethod\n          step\n          shippingAddress {\n            fullName\n            addressLine1\n            city\n            district\n            phone\n          }\n          items {\n            id\n            quantity\n            book {\n              id\n              title\n            }\n          }\n        }\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n':
    types.StaffOrdersDocument,
  '\n  fragment StaffOrderMoves on OrderMoves {\n    moved {\n      order {\n        id\n        step\n      }\n    }\n    refused {\n      orderId\n      message\n    }\n  }\n':
    types.StaffOrderMovesFragmentDoc,
  '\n  mutation StaffPackOrders($ids: [ID!]!) {\n    staffPackOrders(ids: $ids) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n':
    types.StaffPackOrdersDocument,
  '\n  mutation StaffShipOrders($shipments: [ShipmentInput!]!) {\n    staffShipOrders(shipments: $shipments) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n':
    types.StaffShipOrdersDocument,
  '\n  mutation StaffDeliverOrders($deliveries: [DeliveryInput!]!) {\n    staffDeliverOrders(deliveries: $deliveries) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n':
    types.StaffDeliverOrdersDocument,
  '\n  mutation StaffCancelOrders($ids: [ID!]!, $reason: String!) {\n    staffCancelOrders(ids: $ids, reason: $reason) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n':
    types.StaffCancelOrdersDocument,
  '\n  query StaffRefunds($state: RefundState, $page: Int) {\n    staffRefunds(state: $state, page: $page) {\n      totalCount\n      page\n      pageCount\n      stateCounts {\n        state\n        count\n      }\n      items {\n        orderId\n        orderShortId\n        attempts\n        lastError\n        transactionId\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        refund {\n          id\n          amount\n          cause\n          method\n          wallet\n          state\n          reference\n          createdAt\n          refundedAt\n        }\n      }\n    }\n  }\n':
    types.StaffRefundsDocument,
  '\n  mutation StaffRecordRefund($id: ID!, $reference: String!) {\n    staffRecordRefund(id: $id, reference: $reference) {\n      refund {\n        id\n        state\n        reference\n        refundedAt\n      }\n    }\n  }\n':
    types.StaffRecordRefundDocument,
  '\n  mutation StaffRetryRefund($id: ID!) {\n    staffRetryRefund(id: $id) {\n      refund {\n        id\n        state\n      }\n    }\n  }\n':
    types.StaffRetryRefundDocument,
  '\n  query StaffRentals($view: RentalView!, $page: Int) {\n    staffRentals(view: $view, page: $page) {\n      totalCount\n      page\n      pageCount\n      viewCounts {\n        view\n        count\n      }\n      items {\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        copy {\n          orderId\n          overdue\n          book {\n            id\n            title\n          }\n          rental {\n            id\n            state\n            digital\n            periodDays\n            deposit\n            fee\n            refundOnTime\n            startedAt\n            dueDate\n            purchaseAt\n            endedAt\n            damaged\n            lateFee\n            refund\n          }\n        }\n      }\n    }\n  }\n':
    types.StaffRentalsDocument,
  '\n  mutation StaffReturnRental($id: ID!, $damaged: Boolean!) {\n    staffReturnRental(id: $id, damaged: $damaged) {\n      copy {\n        overdue\n        rental {\n          id\n          state\n          endedAt\n          damaged\n          lateFee\n          refund\n        }\n      }\n    }\n  }\n':
    types.StaffReturnRentalDocument,
  '\n  mutation SaveLanguage($language: Language!) {\n    updateSettings(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n':
    types.SaveLanguageDocument,
  '\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n': types.HeaderCartCountDocument,
  '\n  mutation SignOut($everywhere: Boolean) {\n    logout(everywhere: $everywhere)\n  }\n': types.SignOutDocument,
  "\n  fragment StoreCopy_store on Store {\n    deliveryDistricts {\n      name\n      nepaliName\n    }\n    paymentMethods\n    maxOpenCashOnDeliveryOrders\n    # The rental policy's numbers (REST's rentals/terms.ts): the policy page names them.\n    rentalTerms {\n      periods {\n        period\n        days\n        feePercent\n      }\n      lateFeePercentPerDay\n      rebuyDiscountPercent\n      rebuyWindowDays\n    }\n  }\n":
    types.StoreCopy_StoreFragmentDoc,
  '\n  query StoreCopy {\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n': types.StoreCopyDocument,
  '\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n':
    types.AddToCartDocument,
  '\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) {\n      count\n    }\n  }\n':
    types.RemoveFromCartDocument,
  '\n  mutation SetFavorite($bookId: ID!, $on: Boolean!) {\n    addFavorite(bookId: $bookId) @include(if: $on) {\n      id\n      isFavorite\n    }\n    removeFavorite(bookId: $bookId) @skip(if: $on) {\n      id\n      isFavorite\n    }\n  }\n':
    types.SetFavoriteDocument,
  '\n  mutation SetWishlist($bookId: ID!, $on: Boolean!) {\n    addToWishlist(bookId: $bookId) @include(if: $on) {\n      id\n      inWishlist\n    }\n    removeFromWishlist(bookId: $bookId) @skip(if: $on) {\n      id\n      inWishlist\n    }\n  }\n':
    types.SetWishlistDocument,
  '\n  query BookHead($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      description\n      coverImage\n      price\n      stock\n      language\n      format\n      author {\n        id\n        name\n      }\n    }\n  }\n':
    types.BookHeadDocument,
  '\n  query AuthorHead($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      biography\n      coverImage\n      birthDate\n    }\n  }\n':
    types.AuthorHeadDocument,
  '\n  query DrawnMember {\n    me {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n    }\n  }\n':
    types.DrawnMemberDocument,
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
  source: "\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    stock\n    author {\n      id\n      name\n    }\n    # A member's shelf control (CardShelf); null for guests, at no REST call.\n    myShelf {\n      id\n      shelf\n    }\n  }\n",
): (typeof documents)["\n  fragment BookCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    rating\n    year\n    isBestSeller\n    stock\n    author {\n      id\n      name\n    }\n    # A member's shelf control (CardShelf); null for guests, at no REST call.\n    myShelf {\n      id\n      shelf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ShelveBook($bookId: ID!, $shelf: Shelf!) {\n    shelveBook(bookId: $bookId, shelf: $shelf) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n      book {\n        id\n        myShelf {\n          id\n          shelf\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ShelveBook($bookId: ID!, $shelf: Shelf!) {\n    shelveBook(bookId: $bookId, shelf: $shelf) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n      book {\n        id\n        myShelf {\n          id\n          shelf\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromShelves($id: ID!) {\n    removeShelfEntry(id: $id) {\n      id\n      myShelf {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFromShelves($id: ID!) {\n    removeShelfEntry(id: $id) {\n      id\n      myShelf {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      highlight {\n        start\n        end\n      }\n      book {\n        id\n      }\n      author {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      highlight {\n        start\n        end\n      }\n      book {\n        id\n      }\n      author {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription HeaderCartChanged {\n    cartChanged {\n      cart {\n        count\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription HeaderCartChanged {\n    cartChanged {\n      cart {\n        count\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription OrderChanged {\n    orderChanged {\n      id\n      shortId\n      step\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      paymentMethod\n      transactionId\n      ...OrderTimeline_order\n    }\n  }\n',
): (typeof documents)['\n  subscription OrderChanged {\n    orderChanged {\n      id\n      shortId\n      step\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      paymentMethod\n      transactionId\n      ...OrderTimeline_order\n    }\n  }\n'];
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
  source: '\n  fragment AddressCard_address on ShippingAddress {\n    id\n    addressName\n    fullName\n    addressLine1\n    city\n    phone\n    district\n    deliverable\n    isDefault\n  }\n',
): (typeof documents)['\n  fragment AddressCard_address on ShippingAddress {\n    id\n    addressName\n    fullName\n    addressLine1\n    city\n    phone\n    district\n    deliverable\n    isDefault\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountShipping {\n    shippingAddresses {\n      id\n      ...AddressCard_address\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n  }\n',
): (typeof documents)['\n  query AccountShipping {\n    shippingAddresses {\n      id\n      ...AddressCard_address\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateShippingAddress($input: ShippingAddressInput!) {\n    createShippingAddress(input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateShippingAddress($input: ShippingAddressInput!) {\n    createShippingAddress(input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateShippingAddress($id: ID!, $input: ShippingAddressUpdate!) {\n    updateShippingAddress(id: $id, input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateShippingAddress($id: ID!, $input: ShippingAddressUpdate!) {\n    updateShippingAddress(id: $id, input: $input) {\n      id\n      isDefault\n      ...AddressCard_address\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteShippingAddress($id: ID!) {\n    deleteShippingAddress(id: $id) {\n      id\n      ...AddressCard_address\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteShippingAddress($id: ID!) {\n    deleteShippingAddress(id: $id) {\n      id\n      ...AddressCard_address\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountImport($page: Int) {\n    goodreadsUnmatched(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...UnmatchedRow_row\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountImport($page: Int) {\n    goodreadsUnmatched(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...UnmatchedRow_row\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportGoodreads($csv: String!) {\n    importGoodreads(csv: $csv) {\n      rows\n      matched\n      shelved {\n        shelf\n        count\n      }\n      reviewsAdded\n      alreadyThere\n      unmatched\n      skipped\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportGoodreads($csv: String!) {\n    importGoodreads(csv: $csv) {\n      rows\n      matched\n      shelved {\n        shelf\n        count\n      }\n      reviewsAdded\n      alreadyThere\n      unmatched\n      skipped\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GoodreadsExport {\n    goodreadsExport\n  }\n',
): (typeof documents)['\n  query GoodreadsExport {\n    goodreadsExport\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UnmatchedRow_row on GoodreadsRow {\n    id\n    title\n    author\n    isbn13\n    shelf\n    rating\n  }\n',
): (typeof documents)['\n  fragment UnmatchedRow_row on GoodreadsRow {\n    id\n    title\n    author\n    isbn13\n    shelf\n    rating\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GoodreadsMatchSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 5) {\n      items {\n        id\n        title\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GoodreadsMatchSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 5) {\n      items {\n        id\n        title\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MatchGoodreadsRow($id: ID!, $bookId: ID!) {\n    matchGoodreadsRow(id: $id, bookId: $bookId) {\n      matched\n    }\n  }\n',
): (typeof documents)['\n  mutation MatchGoodreadsRow($id: ID!, $bookId: ID!) {\n    matchGoodreadsRow(id: $id, bookId: $bookId) {\n      matched\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SkipGoodreadsRow($id: ID!) {\n    skipGoodreadsRow(id: $id)\n  }\n',
): (typeof documents)['\n  mutation SkipGoodreadsRow($id: ID!) {\n    skipGoodreadsRow(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAccountInfo($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      statusUpdatedAt\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAccountInfo($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      statusUpdatedAt\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountInfo {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  query AccountInfo {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      dateOfBirth\n      bio\n      status\n      github\n      linkedin\n      instagram\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfilePicture($picture: String!) {\n    updateProfile(input: { profilePicture: $picture }) {\n      id\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfilePicture($picture: String!) {\n    updateProfile(input: { profilePicture: $picture }) {\n      id\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountLibrary {\n    library {\n      access\n      dueAt\n      since\n      format\n      file {\n        name\n        bytes\n        mediaType\n      }\n      book {\n        id\n        title\n        coverImage\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountLibrary {\n    library {\n      access\n      dueAt\n      since\n      format\n      file {\n        name\n        bytes\n        mediaType\n      }\n      book {\n        id\n        title\n        coverImage\n        author {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LibraryDownloadLink($bookId: ID!) {\n    libraryDownloadLink(bookId: $bookId) {\n      url\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation LibraryDownloadLink($bookId: ID!) {\n    libraryDownloadLink(bookId: $bookId) {\n      url\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FavoriteCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    author {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment FavoriteCard_book on Book {\n    id\n    title\n    coverImage\n    price\n    author {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountFavorites {\n    favorites {\n      id\n      ...FavoriteCard_book\n    }\n    me {\n      id\n      currentlyReading {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountFavorites {\n    favorites {\n      id\n      ...FavoriteCard_book\n    }\n    me {\n      id\n      currentlyReading {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveAccountFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      id\n      isFavorite\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveAccountFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      id\n      isFavorite\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountWishlist {\n    wishlist {\n      id\n      addedAt\n      book {\n        id\n        ...WishlistRow_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountWishlist {\n    wishlist {\n      id\n      addedAt\n      book {\n        id\n        ...WishlistRow_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WishlistRow_book on Book {\n    id\n    title\n    coverImage\n    price\n    inStock\n    inCart\n    author {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment WishlistRow_book on Book {\n    id\n    title\n    coverImage\n    price\n    inStock\n    inCart\n    author {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromAccountWishlist($bookId: ID!) {\n    removeFromWishlist(bookId: $bookId) {\n      id\n      inWishlist\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFromAccountWishlist($bookId: ID!) {\n    removeFromWishlist(bookId: $bookId) {\n      id\n      inWishlist\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveWishlistBookToCart($bookId: ID!) {\n    addToCart(bookId: $bookId, quantity: 1) {\n      id\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveWishlistBookToCart($bookId: ID!) {\n    addToCart(bookId: $bookId, quantity: 1) {\n      id\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReadingSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 6) {\n      items {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReadingSearch($title: String!) {\n    books(filter: { title: $title }, pageSize: 6) {\n      items {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountReading {\n    me {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n      favoriteBooks {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountReading {\n    me {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n      favoriteBooks {\n        id\n        ...ReadingChoice_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReadingCard_book on Book {\n    id\n    title\n    coverImage\n    year\n    format\n    pages\n    description\n    author {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ReadingCard_book on Book {\n    id\n    title\n    coverImage\n    year\n    format\n    pages\n    description\n    author {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReadingChoice_book on Book {\n    id\n    title\n    coverImage\n    author {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ReadingChoice_book on Book {\n    id\n    title\n    coverImage\n    author {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetCurrentlyReading($bookId: ID) {\n    updateProfile(input: { currentlyReadingId: $bookId }) {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetCurrentlyReading($bookId: ID) {\n    updateProfile(input: { currentlyReadingId: $bookId }) {\n      id\n      currentlyReading {\n        id\n        ...ReadingCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountSettingsScreen {\n    me {\n      id\n      username\n      email\n      createdAt\n      favoriteGenres {\n        id\n        name\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AccountSettingsScreen {\n    me {\n      id\n      username\n      email\n      createdAt\n      favoriteGenres {\n        id\n        name\n      }\n    }\n    genres {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveFavoriteGenres($ids: [ID!]!) {\n    updateProfile(input: { favoriteGenreIds: $ids }) {\n      id\n      favoriteGenres {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveFavoriteGenres($ids: [ID!]!) {\n    updateProfile(input: { favoriteGenreIds: $ids }) {\n      id\n      favoriteGenres {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountNotifications {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountNotifications {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountPrivacy {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountPrivacy {\n    me {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      settings {\n        emailNotifications\n        privacy\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShelfEntryRow_entry on ShelfEntry {\n    id\n    shelf\n    updatedAt\n    progressPercent\n    currentReading {\n      id\n      startedOn\n    }\n    readings {\n      id\n      state\n      finishedOn\n    }\n    book {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ShelfEntryRow_entry on ShelfEntry {\n    id\n    shelf\n    updatedAt\n    progressPercent\n    currentReading {\n      id\n      startedOn\n    }\n    readings {\n      id\n      state\n      finishedOn\n    }\n    book {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateReadingProgress($id: ID!, $percent: Int) {\n    updateReadingProgress(id: $id, percent: $percent) {\n      id\n      updatedAt\n      progressPercent\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateReadingProgress($id: ID!, $percent: Int) {\n    updateReadingProgress(id: $id, percent: $percent) {\n      id\n      updatedAt\n      progressPercent\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FinishReading($id: ID!) {\n    finishReading(id: $id) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n    }\n  }\n',
): (typeof documents)['\n  mutation FinishReading($id: ID!) {\n    finishReading(id: $id) {\n      id\n      shelf\n      updatedAt\n      progressPercent\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountShelves($shelf: Shelf, $order: ShelfOrder, $page: Int) {\n    myShelves(shelf: $shelf, order: $order, page: $page) {\n      totalCount\n      page\n      pageCount\n      shelfCounts {\n        shelf\n        count\n      }\n      items {\n        id\n        ...ShelfEntryRow_entry\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountShelves($shelf: Shelf, $order: ShelfOrder, $page: Int) {\n    myShelves(shelf: $shelf, order: $order, page: $page) {\n      totalCount\n      page\n      pageCount\n      shelfCounts {\n        shelf\n        count\n      }\n      items {\n        id\n        ...ShelfEntryRow_entry\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendActivityItem_activity on FriendActivity {\n    id\n    kind\n    at\n    shelf\n    pages\n    percent\n    member {\n      id\n      firstName\n      lastName\n      profilePictureUrl\n    }\n    book {\n      id\n      title\n    }\n    review {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n    }\n    challenge {\n      calendar\n      year\n      goal\n    }\n  }\n',
): (typeof documents)['\n  fragment FriendActivityItem_activity on FriendActivity {\n    id\n    kind\n    at\n    shelf\n    pages\n    percent\n    member {\n      id\n      firstName\n      lastName\n      profilePictureUrl\n    }\n    book {\n      id\n      title\n    }\n    review {\n      id\n      rating\n      title\n      content\n      containsSpoiler\n    }\n    challenge {\n      calendar\n      year\n      goal\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FriendsActivity($first: Int!, $after: String) {\n    friendsActivity(first: $first, after: $after) {\n      nodes {\n        id\n        ...FriendActivityItem_activity\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n',
): (typeof documents)['\n  query FriendsActivity($first: Int!, $after: String) {\n    friendsActivity(first: $first, after: $after) {\n      nodes {\n        id\n        ...FriendActivityItem_activity\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription FriendActivityLive {\n    friendActivity {\n      id\n      ...FriendActivityItem_activity\n    }\n  }\n',
): (typeof documents)['\n  subscription FriendActivityLive {\n    friendActivity {\n      id\n      ...FriendActivityItem_activity\n    }\n  }\n'];
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
  source: '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n        staffRole\n        settings {\n          language\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        username\n        firstName\n        lastName\n        profilePictureUrl\n        staffRole\n        settings {\n          language\n        }\n      }\n    }\n  }\n'];
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
  source: '\n  query AuthorPage($id: ID!, $page: Int = 1) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books(page: $page) {\n        page\n        hasNextPage\n        items {\n          id\n          ...BookCard_book\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AuthorPage($id: ID!, $page: Int = 1) {\n    author(id: $id) {\n      id\n      name\n      coverImage\n      birthDate\n      biography\n      books(page: $page) {\n        page\n        hasNextPage\n        items {\n          id\n          ...BookCard_book\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n    myShelf {\n      id\n      shelf\n    }\n  }\n',
): (typeof documents)['\n  fragment BookActions_book on Book {\n    id\n    title\n    inStock\n    inCart\n    cartItem {\n      id\n    }\n    isFavorite\n    inWishlist\n    myShelf {\n      id\n      shelf\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      ratingBreakdown {\n        stars\n        count\n      }\n      reviewsCount\n      year\n      isBestSeller\n      stock\n      format\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...RentalOptions_book\n      ...ProductDetails_book\n      ...ReadNext_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BookPage($id: ID!, $reviewsPage: Int!) {\n    book(id: $id) {\n      id\n      title\n      coverImage\n      price\n      rating\n      totalRatings\n      ratingBreakdown {\n        stars\n        count\n      }\n      reviewsCount\n      year\n      isBestSeller\n      stock\n      format\n      description\n      author {\n        id\n        name\n      }\n      ...BookActions_book\n      ...RentalOptions_book\n      ...ProductDetails_book\n      ...ReadNext_book\n      myReview {\n        id\n        ...ReviewCard_review @unmask\n      }\n      reviews(page: $reviewsPage) {\n        totalCount\n        page\n        pageCount\n        items {\n          id\n          ...ReviewCard_review @unmask\n        }\n      }\n    }\n  }\n'];
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
  source: '\n  fragment ReadNext_book on Book {\n    id\n    author {\n      id\n      name\n    }\n    moreByAuthor {\n      id\n      ...BookCard_book\n    }\n    readersAlsoEnjoyed {\n      id\n      ...BookCard_book\n    }\n  }\n',
): (typeof documents)['\n  fragment ReadNext_book on Book {\n    id\n    author {\n      id\n      name\n    }\n    moreByAuthor {\n      id\n      ...BookCard_book\n    }\n    readersAlsoEnjoyed {\n      id\n      ...BookCard_book\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RentalOptions_book on Book {\n    id\n    rentalOptions {\n      period\n      days\n      fee\n      deposit\n      refund\n    }\n  }\n',
): (typeof documents)['\n  fragment RentalOptions_book on Book {\n    id\n    rentalOptions {\n      period\n      days\n      fee\n      deposit\n      refund\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    rebuyDiscount {\n      percent\n      until\n    }\n    rental {\n      days\n      fee\n      deposit\n      refund\n    }\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    purchaseType\n    rentalPeriod\n    unitPrice\n    lineTotal\n    rebuyDiscount {\n      percent\n      until\n    }\n    rental {\n      days\n      fee\n      deposit\n      refund\n    }\n    book {\n      id\n      title\n      coverImage\n      year\n      format\n      language\n      author {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query CartPage {\n    store {\n      shippingFee\n    }\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        rebuyDiscount {\n          percent\n          until\n        }\n        book {\n          id\n          format\n          # What each period's rental would cost: shown at once when the line's period changes.\n          rentalOptions {\n            period\n            days\n            fee\n            deposit\n            refund\n          }\n        }\n        ...CartLine_item\n      }\n    }\n  }\n",
): (typeof documents)["\n  query CartPage {\n    store {\n      shippingFee\n    }\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        unitPrice\n        lineTotal\n        rebuyDiscount {\n          percent\n          until\n        }\n        book {\n          id\n          format\n          # What each period's rental would cost: shown at once when the line's period changes.\n          rentalOptions {\n            period\n            days\n            fee\n            deposit\n            refund\n          }\n        }\n        ...CartLine_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      unitPrice\n      lineTotal\n      rebuyDiscount {\n        percent\n        until\n      }\n      rental {\n        days\n        fee\n        deposit\n        refund\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {\n    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {\n      id\n      quantity\n      purchaseType\n      rentalPeriod\n      unitPrice\n      lineTotal\n      rebuyDiscount {\n        percent\n        until\n      }\n      rental {\n        days\n        fee\n        deposit\n        refund\n      }\n    }\n  }\n'];
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
  source: '\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n      booksCount\n    }\n  }\n',
): (typeof documents)['\n  query CatalogPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      items {\n        id\n        ...BookCard_book\n      }\n    }\n    genres {\n      id\n      name\n      booksCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckoutPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        rentalDays\n        lineTotal\n        rental {\n          fee\n          deposit\n          refund\n        }\n        book {\n          id\n          title\n          coverImage\n          format\n        }\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      phone\n      district\n      deliverable\n      isDefault\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n    store {\n      shippingFee\n      paymentMethods\n    }\n  }\n',
): (typeof documents)['\n  query CheckoutPage {\n    cart {\n      count\n      items {\n        id\n        quantity\n        purchaseType\n        rentalDays\n        lineTotal\n        rental {\n          fee\n          deposit\n          refund\n        }\n        book {\n          id\n          title\n          coverImage\n          format\n        }\n      }\n    }\n    shippingAddresses {\n      id\n      addressName\n      fullName\n      addressLine1\n      city\n      phone\n      district\n      deliverable\n      isDefault\n    }\n    districts {\n      name\n      nepaliName\n      deliverable\n    }\n    store {\n      shippingFee\n      paymentMethods\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PlaceOrder(\n    $itemIds: [ID!]!\n    $shippingAddressId: ID\n    $paymentMethod: PaymentMethod\n    $notes: String\n    $idempotencyKey: String\n  ) {\n    createOrder(\n      itemIds: $itemIds\n      shippingAddressId: $shippingAddressId\n      paymentMethod: $paymentMethod\n      notes: $notes\n      idempotencyKey: $idempotencyKey\n    ) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation PlaceOrder(\n    $itemIds: [ID!]!\n    $shippingAddressId: ID\n    $paymentMethod: PaymentMethod\n    $notes: String\n    $idempotencyKey: String\n  ) {\n    createOrder(\n      itemIds: $itemIds\n      shippingAddressId: $shippingAddressId\n      paymentMethod: $paymentMethod\n      notes: $notes\n      idempotencyKey: $idempotencyKey\n    ) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendContactMessage($message: ContactMessageInput!) {\n    sendContactMessage(input: $message) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SendContactMessage($message: ContactMessageInput!) {\n    sendContactMessage(input: $message) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendshipStateFields on FriendshipState {\n    userId\n    status\n    friendshipId\n    requestId\n  }\n',
): (typeof documents)['\n  fragment FriendshipStateFields on FriendshipState {\n    userId\n    status\n    friendshipId\n    requestId\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendLists_query on Query {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n',
): (typeof documents)['\n  fragment FriendLists_query on Query {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendActionAnswer_query on Query {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n    ...FriendLists_query @include(if: $lists)\n  }\n',
): (typeof documents)['\n  fragment FriendActionAnswer_query on Query {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n    ...FriendLists_query @include(if: $lists)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendFriendRequest($userId: ID!, $lists: Boolean!) {\n    sendFriendRequest(userId: $userId) {\n      id\n      accepted\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SendFriendRequest($userId: ID!, $lists: Boolean!) {\n    sendFriendRequest(userId: $userId) {\n      id\n      accepted\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    acceptFriendRequest(requestId: $requestId) {\n      id\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    acceptFriendRequest(requestId: $requestId) {\n      id\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    rejectFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RejectFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    rejectFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    cancelFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {\n    cancelFriendRequest(requestId: $requestId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Unfriend($friendshipId: ID!, $userId: ID!, $lists: Boolean!) {\n    unfriend(friendshipId: $friendshipId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Unfriend($friendshipId: ID!, $userId: ID!, $lists: Boolean!) {\n    unfriend(friendshipId: $friendshipId) {\n      userId\n      query {\n        ...FriendActionAnswer_query\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FriendshipStatus($userId: ID!) {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n  }\n',
): (typeof documents)['\n  query FriendshipStatus($userId: ID!) {\n    friendshipStatus(userId: $userId) {\n      ...FriendshipStateFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FavouriteAuthors_author on Author {\n    id\n    name\n    coverImage\n  }\n',
): (typeof documents)['\n  fragment FavouriteAuthors_author on Author {\n    id\n    name\n    coverImage\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query HomePage {\n    featuredBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The books the store added most recently.\n    newBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The member's own authors (or the store's marked sample) and books like their last read.\n    readerHome {\n      favouriteAuthorsAreSample\n      favouriteAuthors {\n        id\n        ...FavouriteAuthors_author\n      }\n      lastRead {\n        id\n        title\n      }\n      becauseYouRead {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n    # How to pay and where the store delivers, for the hero, how it works and the FAQ.\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n",
): (typeof documents)["\n  query HomePage {\n    featuredBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The books the store added most recently.\n    newBooks {\n      id\n      inCart\n      inStock\n      ...BookCard_book\n    }\n    # The member's own authors (or the store's marked sample) and books like their last read.\n    readerHome {\n      favouriteAuthorsAreSample\n      favouriteAuthors {\n        id\n        ...FavouriteAuthors_author\n      }\n      lastRead {\n        id\n        title\n      }\n      becauseYouRead {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n    quoteOfTheDay {\n      text\n      author\n    }\n    # How to pay and where the store delivers, for the hero, how it works and the FAQ.\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n"];
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
  source: '\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      id\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      id\n      status\n      isCompleted\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      paymentMethod\n      notes\n      transactionId\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n      ...OrderRefunds_order\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        rentalMoney {\n          fee\n          deposit\n          refund\n        }\n        rental {\n          state\n          digital\n          dueDate\n        }\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      paymentMethod\n      notes\n      transactionId\n      cancelReason\n      cancelledBy\n      refundDue\n      ...OrderTimeline_order\n      ...OrderRefunds_order\n      createdAt\n      subtotal\n      shippingFee\n      totalAmount\n      shippingAddress {\n        fullName\n        addressName\n        addressLine1\n        city\n      }\n      items {\n        id\n        quantity\n        purchaseType\n        rentalPeriod\n        price\n        rentalMoney {\n          fee\n          deposit\n          refund\n        }\n        rental {\n          state\n          digital\n          dueDate\n        }\n        book {\n          id\n          title\n          coverImage\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderRefunds_order on Order {\n    id\n    refunds {\n      id\n      amount\n      cause\n      method\n      wallet\n      state\n      reference\n      createdAt\n      refundedAt\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderRefunds_order on Order {\n    id\n    refunds {\n      id\n      amount\n      cause\n      method\n      wallet\n      state\n      reference\n      createdAt\n      refundedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderRow_order on Order {\n    id\n    shortId\n    status\n    step\n    cancelReason\n    createdAt\n    totalAmount\n    items {\n      id\n      quantity\n      book {\n        id\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderRow_order on Order {\n    id\n    shortId\n    status\n    step\n    cancelReason\n    createdAt\n    totalAmount\n    items {\n      id\n      quantity\n      book {\n        id\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderTimeline_order on Order {\n    id\n    paymentMethod\n    step\n    courier\n    trackingNumber\n    cashReceived\n    timeline {\n      step\n      at\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderTimeline_order on Order {\n    id\n    paymentMethod\n    step\n    courier\n    trackingNumber\n    cashReceived\n    timeline {\n      step\n      at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountOrders($page: Int = 1) {\n    orders(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        id\n        ...OrderRow_order\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountOrders($page: Int = 1) {\n    orders(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        id\n        ...OrderRow_order\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountRentals($page: Int = 1) {\n    rentals(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        orderId\n        overdue\n        book {\n          id\n          title\n          coverImage\n        }\n        rental {\n          id\n          state\n          digital\n          periodDays\n          deposit\n          fee\n          refundOnTime\n          dueAt\n          dueDate\n          purchaseAt\n          endedAt\n          damaged\n          lateFee\n          refund\n          remindedBeforeAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountRentals($page: Int = 1) {\n    rentals(page: $page) {\n      page\n      totalCount\n      hasNextPage\n      items {\n        orderId\n        overdue\n        book {\n          id\n          title\n          coverImage\n        }\n        rental {\n          id\n          state\n          digital\n          periodDays\n          deposit\n          fee\n          refundOnTime\n          dueAt\n          dueDate\n          purchaseAt\n          endedAt\n          damaged\n          lateFee\n          refund\n          remindedBeforeAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderSummary_order on Order {\n    id\n    shortId\n    shippingFee\n    totalAmount\n    items {\n      id\n      quantity\n      price\n      rentalMoney {\n        fee\n        deposit\n        refund\n      }\n      book {\n        id\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderSummary_order on Order {\n    id\n    shortId\n    shippingFee\n    totalAmount\n    items {\n      id\n      quantity\n      price\n      rentalMoney {\n        fee\n        deposit\n        refund\n      }\n      book {\n        id\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      cancelReason\n      shippingAddress {\n        fullName\n        addressName\n      }\n      ...OrderSummary_order\n    }\n  }\n',
): (typeof documents)['\n  query PaymentPage($id: ID!) {\n    order(id: $id) {\n      id\n      shortId\n      isCompleted\n      status\n      step\n      cancelReason\n      shippingAddress {\n        fullName\n        addressName\n      }\n      ...OrderSummary_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePayment($orderId: ID!, $provider: PaymentProvider!, $idempotencyKey: String) {\n    createPayment(orderId: $orderId, provider: $provider, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      form {\n        action\n        method\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePayment($orderId: ID!, $provider: PaymentProvider!, $idempotencyKey: String) {\n    createPayment(orderId: $orderId, provider: $provider, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      form {\n        action\n        method\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyPayment($provider: PaymentProvider!, $returnQuery: String!) {\n    verifyPayment(provider: $provider, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n        ...OrderSummary_order\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation VerifyPayment($provider: PaymentProvider!, $returnQuery: String!) {\n    verifyPayment(provider: $provider, returnQuery: $returnQuery) {\n      success\n      status\n      message\n      order {\n        id\n        isCompleted\n        status\n        ...OrderSummary_order\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendButtons_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    status\n    isVerified\n    profilePictureUrl\n    friendship {\n      userId\n      status\n      friendshipId\n      requestId\n    }\n  }\n',
): (typeof documents)['\n  fragment FriendButtons_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    status\n    isVerified\n    profilePictureUrl\n    friendship {\n      userId\n      status\n      friendshipId\n      requestId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileAbout_user on UserProfile {\n    id\n    username\n    createdAt\n    dateOfBirth\n    isPrivate\n    wishlistCount\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteBooks {\n      id\n      title\n      coverImage\n    }\n  }\n',
): (typeof documents)['\n  fragment ProfileAbout_user on UserProfile {\n    id\n    username\n    createdAt\n    dateOfBirth\n    isPrivate\n    wishlistCount\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    mutualFavoriteBooks {\n      id\n      title\n      coverImage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileBooks_user on UserProfile {\n    id\n    firstName\n    isPrivate\n    currentlyReading {\n      id\n      ...BookCard_book\n    }\n    favoriteBooks {\n      id\n      ...BookCard_book\n    }\n  }\n',
): (typeof documents)['\n  fragment ProfileBooks_user on UserProfile {\n    id\n    firstName\n    isPrivate\n    currentlyReading {\n      id\n      ...BookCard_book\n    }\n    favoriteBooks {\n      id\n      ...BookCard_book\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileHeader_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    isVerified\n    profilePictureUrl\n    github\n    linkedin\n    instagram\n    bio\n    status\n    statusUpdatedAt\n    isPrivate\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n    }\n    currentlyReading {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n    ...FriendButtons_user\n  }\n',
): (typeof documents)['\n  fragment ProfileHeader_user on UserProfile {\n    id\n    username\n    firstName\n    lastName\n    isVerified\n    profilePictureUrl\n    github\n    linkedin\n    instagram\n    bio\n    status\n    statusUpdatedAt\n    isPrivate\n    favoriteBooks {\n      id\n    }\n    favoriteGenres {\n      id\n    }\n    currentlyReading {\n      id\n      title\n      coverImage\n      author {\n        id\n        name\n      }\n    }\n    ...FriendButtons_user\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfilePage($id: ID!) {\n    user(id: $id) {\n      id\n      friendship {\n        userId\n        status\n      }\n      currentlyReading {\n        id\n      }\n      favoriteBooks {\n        id\n      }\n      ...ProfileHeader_user\n      ...ProfileAbout_user\n      ...ProfileBooks_user\n    }\n  }\n',
): (typeof documents)['\n  query ProfilePage($id: ID!) {\n    user(id: $id) {\n      id\n      friendship {\n        userId\n        status\n      }\n      currentlyReading {\n        id\n      }\n      favoriteBooks {\n        id\n      }\n      ...ProfileHeader_user\n      ...ProfileAbout_user\n      ...ProfileBooks_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    book {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment ProfileReviewCard_review on Review {\n    id\n    rating\n    title\n    content\n    containsSpoiler\n    isEdited\n    createdAt\n    book {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfileReviews($id: ID!, $page: Int!) {\n    user(id: $id) {\n      id\n      reviews(page: $page) {\n        totalCount\n        page\n        pageCount\n        hasNextPage\n        hasPreviousPage\n        averageRating\n        items {\n          id\n          ...ProfileReviewCard_review\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProfileReviews($id: ID!, $page: Int!) {\n    user(id: $id) {\n      id\n      reviews(page: $page) {\n        totalCount\n        page\n        pageCount\n        hasNextPage\n        hasPreviousPage\n        averageRating\n        items {\n          id\n          ...ProfileReviewCard_review\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfileText($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n      bio\n      status\n      statusUpdatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfileText($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n      bio\n      status\n      statusUpdatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      authorsCount\n      authorsFirst\n      didYouMean\n      authors {\n        id\n        name\n        coverImage\n      }\n      items {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SearchPage($filter: BookFilter, $page: Int) {\n    books(filter: $filter, page: $page) {\n      totalCount\n      totalCountIsLowerBound\n      page\n      pageCount\n      authorsCount\n      authorsFirst\n      didYouMean\n      authors {\n        id\n        name\n        coverImage\n      }\n      items {\n        id\n        inCart\n        inStock\n        ...BookCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetReadingGoal($calendar: ChallengeCalendar!, $year: Int!, $goal: Int!) {\n    setReadingGoal(calendar: $calendar, year: $year, goal: $goal) {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n',
): (typeof documents)['\n  mutation SetReadingGoal($calendar: ChallengeCalendar!, $year: Int!, $goal: Int!) {\n    setReadingGoal(calendar: $calendar, year: $year, goal: $goal) {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateReadingGroup($name: String!, $description: String, $bookId: ID) {\n    createReadingGroup(name: $name, description: $description, bookId: $bookId) {\n      id\n      name\n      memberCount\n      isMember\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateReadingGroup($name: String!, $description: String, $bookId: ID) {\n    createReadingGroup(name: $name, description: $description, bookId: $bookId) {\n      id\n      name\n      memberCount\n      isMember\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GroupBookSearch($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      book {\n        id\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GroupBookSearch($query: String!) {\n    searchSuggestions(query: $query) {\n      kind\n      text\n      book {\n        id\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendRequestRow_request on FriendRequest {\n    id\n    createdAt\n    fromUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n    toUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment FriendRequestRow_request on FriendRequest {\n    id\n    createdAt\n    fromUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n    toUser {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FriendRow_friendship on Friendship {\n    id\n    since\n    friend {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment FriendRow_friendship on Friendship {\n    id\n    since\n    friend {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GroupDiscussion($id: ID!, $page: Int = 1) {\n    readingGroup(id: $id) {\n      group {\n        id\n        name\n        description\n        memberCount\n        isMember\n        book {\n          id\n          title\n        }\n      }\n      members {\n        joinedAt\n        user {\n          id\n          username\n          firstName\n          lastName\n          isVerified\n          profilePictureUrl\n        }\n      }\n    }\n    groupPosts(groupId: $id, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        content\n        containsSpoiler\n        hidden\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n        replies {\n          id\n          content\n          containsSpoiler\n          hidden\n          createdAt\n          author {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GroupDiscussion($id: ID!, $page: Int = 1) {\n    readingGroup(id: $id) {\n      group {\n        id\n        name\n        description\n        memberCount\n        isMember\n        book {\n          id\n          title\n        }\n      }\n      members {\n        joinedAt\n        user {\n          id\n          username\n          firstName\n          lastName\n          isVerified\n          profilePictureUrl\n        }\n      }\n    }\n    groupPosts(groupId: $id, page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        content\n        containsSpoiler\n        hidden\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n        replies {\n          id\n          content\n          containsSpoiler\n          hidden\n          createdAt\n          author {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostInReadingGroup($groupId: ID!, $content: String!, $containsSpoiler: Boolean, $parentId: ID) {\n    postInReadingGroup(groupId: $groupId, content: $content, containsSpoiler: $containsSpoiler, parentId: $parentId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation PostInReadingGroup($groupId: ID!, $content: String!, $containsSpoiler: Boolean, $parentId: ID) {\n    postInReadingGroup(groupId: $groupId, content: $content, containsSpoiler: $containsSpoiler, parentId: $parentId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetGroupPostHidden($id: ID!, $hidden: Boolean!) {\n    staffSetGroupPostHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n',
): (typeof documents)['\n  mutation SetGroupPostHidden($id: ID!, $hidden: Boolean!) {\n    staffSetGroupPostHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinReadingGroup($id: ID!) {\n    joinReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinReadingGroup($id: ID!) {\n    joinReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveReadingGroup($id: ID!) {\n    leaveReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n',
): (typeof documents)['\n  mutation LeaveReadingGroup($id: ID!) {\n    leaveReadingGroup(id: $id) {\n      id\n      memberCount\n      isMember\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PeopleSearch($query: String!) {\n    searchUsers(query: $query) {\n      id\n      username\n      firstName\n      lastName\n      isVerified\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  query PeopleSearch($query: String!) {\n    searchUsers(query: $query) {\n      id\n      username\n      firstName\n      lastName\n      isVerified\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReadingGroupCard_group on ReadingGroup {\n    id\n    name\n    description\n    memberCount\n    isMember\n    book {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment ReadingGroupCard_group on ReadingGroup {\n    id\n    name\n    description\n    memberCount\n    isMember\n    book {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SocialSuggestions($page: Int!) {\n    friendSuggestions(page: $page) {\n      page\n      hasNextPage\n      totalCount\n      items {\n        id\n        ...SuggestionCard_suggestion\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SocialSuggestions($page: Int!) {\n    friendSuggestions(page: $page) {\n      page\n      hasNextPage\n      totalCount\n      items {\n        id\n        ...SuggestionCard_suggestion\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SocialRequests {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SocialRequests {\n    friendRequests {\n      incoming {\n        id\n        ...FriendRequestRow_request\n      }\n      outgoing {\n        id\n        toUser {\n          id\n        }\n        ...FriendRequestRow_request\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SocialFriends {\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n',
): (typeof documents)['\n  query SocialFriends {\n    friends {\n      id\n      ...FriendRow_friendship\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SocialChallenge {\n    readingChallenge {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n',
): (typeof documents)['\n  query SocialChallenge {\n    readingChallenge {\n      calendar\n      year\n      goal\n      done\n      toGo\n      percent\n      daysLeft\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SocialStats {\n    socialStats {\n      activeFriends\n      booksReadThisYear\n      year\n      commonGenres\n      friends\n      reviewsWritten\n    }\n  }\n',
): (typeof documents)['\n  query SocialStats {\n    socialStats {\n      activeFriends\n      booksReadThisYear\n      year\n      commonGenres\n      friends\n      reviewsWritten\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SocialGroups($page: Int = 1) {\n    readingGroups(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...ReadingGroupCard_group\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SocialGroups($page: Int = 1) {\n    readingGroups(page: $page) {\n      totalCount\n      page\n      pageCount\n      items {\n        id\n        ...ReadingGroupCard_group\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SuggestionCard_suggestion on FriendSuggestion {\n    id\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    user {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment SuggestionCard_suggestion on FriendSuggestion {\n    id\n    mutualFavoriteGenres {\n      id\n      name\n    }\n    user {\n      id\n      username\n      firstName\n      lastName\n      status\n      isVerified\n      profilePictureUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription SocialFriendRequestReceived {\n    friendRequestReceived {\n      id\n      ...FriendRequestRow_request\n    }\n  }\n',
): (typeof documents)['\n  subscription SocialFriendRequestReceived {\n    friendRequestReceived {\n      id\n      ...FriendRequestRow_request\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription SocialFriendshipChanged {\n    friendshipChanged {\n      action\n      requestId\n      friendshipId\n      state {\n        userId\n        status\n        friendshipId\n        requestId\n      }\n      friendship {\n        id\n        ...FriendRow_friendship\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription SocialFriendshipChanged {\n    friendshipChanged {\n      action\n      requestId\n      friendshipId\n      state {\n        userId\n        status\n        friendshipId\n        requestId\n      }\n      friendship {\n        id\n        ...FriendRow_friendship\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffAudit($page: Int) {\n    staffAuditLog(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        actorEmail\n        action\n        entity\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffAudit($page: Int) {\n    staffAuditLog(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        actorEmail\n        action\n        entity\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffBookFields on Book {\n    id\n    title\n    coverImage\n    file {\n      name\n      bytes\n    }\n    price\n    stock\n    hidden\n    year\n    datePublished\n    format\n    pages\n    isbn13\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    description\n    author {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment StaffBookFields on Book {\n    id\n    title\n    coverImage\n    file {\n      name\n      bytes\n    }\n    price\n    stock\n    hidden\n    year\n    datePublished\n    format\n    pages\n    isbn13\n    dimensions\n    publicationHouse\n    imprint\n    publicationCity\n    language\n    category\n    subcategory\n    description\n    author {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffBooks($title: String, $page: Int) {\n    staffBooks(title: $title, page: $page) {\n      totalCount\n      items {\n        ...StaffBookFields @unmask\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffBooks($title: String, $page: Int) {\n    staffBooks(title: $title, page: $page) {\n      totalCount\n      items {\n        ...StaffBookFields @unmask\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffBookChoices {\n    genres {\n      id\n      name\n    }\n    authors(pageSize: 100) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffBookChoices {\n    genres {\n      id\n      name\n    }\n    authors(pageSize: 100) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffCreateBook($input: StaffBookInput!) {\n    staffCreateBook(input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffCreateBook($input: StaffBookInput!) {\n    staffCreateBook(input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffUpdateBook($id: ID!, $input: StaffBookUpdate!) {\n    staffUpdateBook(id: $id, input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffUpdateBook($id: ID!, $input: StaffBookUpdate!) {\n    staffUpdateBook(id: $id, input: $input) {\n      ...StaffBookFields @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffUploadCover($id: ID!, $cover: String!) {\n    staffUploadCover(id: $id, cover: $cover) {\n      id\n      coverImage\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffUploadCover($id: ID!, $cover: String!) {\n    staffUploadCover(id: $id, cover: $cover) {\n      id\n      coverImage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffAdjustStock($id: ID!, $change: Int!, $reason: String!) {\n    staffAdjustStock(id: $id, change: $change, reason: $reason) {\n      id\n      stock\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffAdjustStock($id: ID!, $change: Int!, $reason: String!) {\n    staffAdjustStock(id: $id, change: $change, reason: $reason) {\n      id\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffHideBook($id: ID!) {\n    staffHideBook(id: $id) {\n      id\n      hidden\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffHideBook($id: ID!) {\n    staffHideBook(id: $id) {\n      id\n      hidden\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffShowBook($id: ID!) {\n    staffShowBook(id: $id) {\n      id\n      hidden\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffShowBook($id: ID!) {\n    staffShowBook(id: $id) {\n      id\n      hidden\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffCreateAuthor($name: String!) {\n    staffCreateAuthor(input: { name: $name }) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffCreateAuthor($name: String!) {\n    staffCreateAuthor(input: { name: $name }) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffUpdateAuthor($id: ID!, $name: String!) {\n    staffUpdateAuthor(id: $id, input: { name: $name }) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffUpdateAuthor($id: ID!, $name: String!) {\n    staffUpdateAuthor(id: $id, input: { name: $name }) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffCreateGenre($name: String!) {\n    staffCreateGenre(name: $name) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffCreateGenre($name: String!) {\n    staffCreateGenre(name: $name) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffUpdateGenre($id: ID!, $name: String!) {\n    staffUpdateGenre(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffUpdateGenre($id: ID!, $name: String!) {\n    staffUpdateGenre(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffInbox($page: Int) {\n    staffContactMessages(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        reply\n        repliedAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffInbox($page: Int) {\n    staffContactMessages(page: $page) {\n      totalCount\n      page\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        reply\n        repliedAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffReplyToContactMessage($id: ID!, $reply: String!) {\n    staffReplyToContactMessage(id: $id, reply: $reply) {\n      id\n      reply\n      repliedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffReplyToContactMessage($id: ID!, $reply: String!) {\n    staffReplyToContactMessage(id: $id, reply: $reply) {\n      id\n      reply\n      repliedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffOrders($step: OrderStep!, $page: Int) {\n    staffOrders(step: $step, page: $page) {\n      totalCount\n      page\n      pageCount\n      stepCounts {\n        step\n        count\n      }\n      items {\n        order {\n          id\n          shortId\n          createdAt\n          totalAmount\n          paymentMethod\n          step\n          shippingAddress {\n            fullName\n            addressLine1\n            city\n            district\n            phone\n          }\n          items {\n            id\n            quantity\n            book {\n              id\n              title\n            }\n          }\n        }\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffOrders($step: OrderStep!, $page: Int) {\n    staffOrders(step: $step, page: $page) {\n      totalCount\n      page\n      pageCount\n      stepCounts {\n        step\n        count\n      }\n      items {\n        order {\n          id\n          shortId\n          createdAt\n          totalAmount\n          paymentMethod\n          step\n          shippingAddress {\n            fullName\n            addressLine1\n            city\n            district\n            phone\n          }\n          items {\n            id\n            quantity\n            book {\n              id\n              title\n            }\n          }\n        }\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffOrderMoves on OrderMoves {\n    moved {\n      order {\n        id\n        step\n      }\n    }\n    refused {\n      orderId\n      message\n    }\n  }\n',
): (typeof documents)['\n  fragment StaffOrderMoves on OrderMoves {\n    moved {\n      order {\n        id\n        step\n      }\n    }\n    refused {\n      orderId\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffPackOrders($ids: [ID!]!) {\n    staffPackOrders(ids: $ids) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffPackOrders($ids: [ID!]!) {\n    staffPackOrders(ids: $ids) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffShipOrders($shipments: [ShipmentInput!]!) {\n    staffShipOrders(shipments: $shipments) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffShipOrders($shipments: [ShipmentInput!]!) {\n    staffShipOrders(shipments: $shipments) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffDeliverOrders($deliveries: [DeliveryInput!]!) {\n    staffDeliverOrders(deliveries: $deliveries) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffDeliverOrders($deliveries: [DeliveryInput!]!) {\n    staffDeliverOrders(deliveries: $deliveries) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffCancelOrders($ids: [ID!]!, $reason: String!) {\n    staffCancelOrders(ids: $ids, reason: $reason) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffCancelOrders($ids: [ID!]!, $reason: String!) {\n    staffCancelOrders(ids: $ids, reason: $reason) {\n      ...StaffOrderMoves @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffRefunds($state: RefundState, $page: Int) {\n    staffRefunds(state: $state, page: $page) {\n      totalCount\n      page\n      pageCount\n      stateCounts {\n        state\n        count\n      }\n      items {\n        orderId\n        orderShortId\n        attempts\n        lastError\n        transactionId\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        refund {\n          id\n          amount\n          cause\n          method\n          wallet\n          state\n          reference\n          createdAt\n          refundedAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffRefunds($state: RefundState, $page: Int) {\n    staffRefunds(state: $state, page: $page) {\n      totalCount\n      page\n      pageCount\n      stateCounts {\n        state\n        count\n      }\n      items {\n        orderId\n        orderShortId\n        attempts\n        lastError\n        transactionId\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        refund {\n          id\n          amount\n          cause\n          method\n          wallet\n          state\n          reference\n          createdAt\n          refundedAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffRecordRefund($id: ID!, $reference: String!) {\n    staffRecordRefund(id: $id, reference: $reference) {\n      refund {\n        id\n        state\n        reference\n        refundedAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffRecordRefund($id: ID!, $reference: String!) {\n    staffRecordRefund(id: $id, reference: $reference) {\n      refund {\n        id\n        state\n        reference\n        refundedAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffRetryRefund($id: ID!) {\n    staffRetryRefund(id: $id) {\n      refund {\n        id\n        state\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffRetryRefund($id: ID!) {\n    staffRetryRefund(id: $id) {\n      refund {\n        id\n        state\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffRentals($view: RentalView!, $page: Int) {\n    staffRentals(view: $view, page: $page) {\n      totalCount\n      page\n      pageCount\n      viewCounts {\n        view\n        count\n      }\n      items {\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        copy {\n          orderId\n          overdue\n          book {\n            id\n            title\n          }\n          rental {\n            id\n            state\n            digital\n            periodDays\n            deposit\n            fee\n            refundOnTime\n            startedAt\n            dueDate\n            purchaseAt\n            endedAt\n            damaged\n            lateFee\n            refund\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffRentals($view: RentalView!, $page: Int) {\n    staffRentals(view: $view, page: $page) {\n      totalCount\n      page\n      pageCount\n      viewCounts {\n        view\n        count\n      }\n      items {\n        member {\n          id\n          email\n          firstName\n          lastName\n        }\n        copy {\n          orderId\n          overdue\n          book {\n            id\n            title\n          }\n          rental {\n            id\n            state\n            digital\n            periodDays\n            deposit\n            fee\n            refundOnTime\n            startedAt\n            dueDate\n            purchaseAt\n            endedAt\n            damaged\n            lateFee\n            refund\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffReturnRental($id: ID!, $damaged: Boolean!) {\n    staffReturnRental(id: $id, damaged: $damaged) {\n      copy {\n        overdue\n        rental {\n          id\n          state\n          endedAt\n          damaged\n          lateFee\n          refund\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation StaffReturnRental($id: ID!, $damaged: Boolean!) {\n    staffReturnRental(id: $id, damaged: $damaged) {\n      copy {\n        overdue\n        rental {\n          id\n          state\n          endedAt\n          damaged\n          lateFee\n          refund\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveLanguage($language: Language!) {\n    updateSettings(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveLanguage($language: Language!) {\n    updateSettings(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n'];
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
  source: '\n  mutation SignOut($everywhere: Boolean) {\n    logout(everywhere: $everywhere)\n  }\n',
): (typeof documents)['\n  mutation SignOut($everywhere: Boolean) {\n    logout(everywhere: $everywhere)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment StoreCopy_store on Store {\n    deliveryDistricts {\n      name\n      nepaliName\n    }\n    paymentMethods\n    maxOpenCashOnDeliveryOrders\n    # The rental policy's numbers (REST's rentals/terms.ts): the policy page names them.\n    rentalTerms {\n      periods {\n        period\n        days\n        feePercent\n      }\n      lateFeePercentPerDay\n      rebuyDiscountPercent\n      rebuyWindowDays\n    }\n  }\n",
): (typeof documents)["\n  fragment StoreCopy_store on Store {\n    deliveryDistricts {\n      name\n      nepaliName\n    }\n    paymentMethods\n    maxOpenCashOnDeliveryOrders\n    # The rental policy's numbers (REST's rentals/terms.ts): the policy page names them.\n    rentalTerms {\n      periods {\n        period\n        days\n        feePercent\n      }\n      lateFeePercentPerDay\n      rebuyDiscountPercent\n      rebuyWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StoreCopy {\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n',
): (typeof documents)['\n  query StoreCopy {\n    store {\n      ...StoreCopy_store @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCart($bookId: ID!, $quantity: Int) {\n    addToCart(bookId: $bookId, quantity: $quantity) {\n      id\n      quantity\n      purchaseType\n      book {\n        id\n        inCart\n        cartItem {\n          id\n        }\n      }\n      cart {\n        count\n      }\n    }\n  }\n'];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookHead($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      description\n      coverImage\n      price\n      stock\n      language\n      format\n      author {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BookHead($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      description\n      coverImage\n      price\n      stock\n      language\n      format\n      author {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuthorHead($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      biography\n      coverImage\n      birthDate\n    }\n  }\n',
): (typeof documents)['\n  query AuthorHead($id: ID!) {\n    author(id: $id) {\n      id\n      name\n      biography\n      coverImage\n      birthDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DrawnMember {\n    me {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n    }\n  }\n',
): (typeof documents)['\n  query DrawnMember {\n    me {\n      id\n      username\n      firstName\n      lastName\n      profilePictureUrl\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
