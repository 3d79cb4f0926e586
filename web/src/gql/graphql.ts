/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Catalog filters; all optional and combined with AND. */
export type BookFilter = {
  /** Part of the author's name. */
  author?: string | null | undefined;
  /** Any of these formats: Paperback, Hardcover, eBook, Audiobook. */
  formats?: Array<string> | null | undefined;
  /** Books in any of these genres. */
  genreIds?: Array<string | number> | null | undefined;
  /** English, Nepali, Japanese or French. */
  language?: string | null | undefined;
  /** Highest price, inclusive. */
  maxPrice?: string | null | undefined;
  /** Lowest price, inclusive. */
  minPrice?: string | null | undefined;
  /** Sort order; best-selling first by default. */
  ordering?: BookOrdering | null | undefined;
  /** Titles and authors' names at once (the one search): the page then also names the authors found and may offer `didYouMean`; `title` and `author` are not read. */
  query?: string | null | undefined;
  /** Part of the title (any script, any case). */
  title?: string | null | undefined;
};

/** How catalog results are sorted. */
export type BookOrdering =
  /** Best-selling first. */
  | 'DEFAULT'
  /** Most ratings first. */
  | 'MOST_RATED'
  /** Added to the store most recently first. */
  | 'NEWEST'
  /** Cheapest first. */
  | 'PRICE_ASC'
  /** Dearest first. */
  | 'PRICE_DESC'
  /** Best rated first, by a weighted rating (a Bayesian average): one 5-star rating does not beat 500 ratings averaging 4.4. */
  | 'RATING_DESC'
  /** Title A to Z. */
  | 'TITLE_ASC'
  /** Title Z to A. */
  | 'TITLE_DESC';

/** The calendar a reading challenge counts its year in. */
export type ChallengeCalendar =
  /** The calendar year, 1 January to 31 December. */
  | 'AD'
  /** The Bikram Sambat year, 1 Baisakh to the last day of Chaitra. */
  | 'BS';

/** A message for the store, as the contact form sends it (SPEC §5): every field required, the email valid. */
export type ContactMessageInput = {
  /** Where the store answers. */
  email: string;
  /** The message (several lines allowed). */
  message: string;
  /** The sender's name. */
  name: string;
  /** What the message is about (one line). */
  subject: string;
};

/** Staff: one order delivered. */
export type DeliveryInput = {
  /** Cash on delivery: the cash received, the order's total; omitted for an order paid by wallet. */
  cashReceived?: string | null | undefined;
  /** The shipped order. */
  orderId: string | number;
};

/** What a friend did. */
export type FriendActivityKind =
  /** Reached 25, 50, 75 or 100 percent (`percent`) of a reading challenge (`challenge`). */
  | 'CHALLENGE_MILESTONE'
  /** Finished a book (it is on Read). */
  | 'FINISHED'
  /** Recorded progress in a book (`pages` or `percent`). */
  | 'PROGRESS'
  /** Reviewed and rated a book (`review`). */
  | 'REVIEWED'
  /** Put a book on Want to Read, Currently Reading or Did Not Finish (`shelf`). */
  | 'SHELVED';

/** What happened to a friendship. */
export type FriendshipAction =
  /** A request was accepted: the two are friends. */
  | 'ACCEPTED'
  /** The sender withdrew a request. */
  | 'CANCELLED'
  /** The recipient declined a request. */
  | 'REJECTED'
  /** One of two friends ended the friendship. */
  | 'UNFRIENDED';

/** Where you stand with another member. */
export type FriendshipStatus =
  /** You are friends. */
  | 'FRIENDS'
  /** No friendship and no pending request. */
  | 'NONE'
  /** You sent a request that is waiting. */
  | 'PENDING'
  /** They sent you a request that is waiting. */
  | 'RECEIVED'
  /** This is you. */
  | 'SELF';

/** A language the app speaks. */
export type Language =
  /** English. */
  | 'EN'
  /** Nepali (नेपाली). */
  | 'NE';

/** How a book came to be in a member's library. */
export type LibraryAccess =
  /** Bought: theirs for good. */
  | 'BOUGHT'
  /** Rented: theirs until `dueAt`. */
  | 'RENTED';

/** Who cancelled an order. */
export type OrderCanceller =
  /** The member who ordered it. */
  | 'MEMBER'
  /** The store's staff. */
  | 'STAFF';

/** Where an order stands. */
export type OrderStatus =
  /** Not paid in time: cancelled, and its copies went back to stock (see `cancelReason`). */
  | 'CANCELLED'
  /** Paid and confirmed. */
  | 'COMPLETED'
  /** Cash on delivery: confirmed, to be paid to the courier; never cancelled for being unpaid. */
  | 'CONFIRMED'
  /** Not paid yet: its copies are held for it for a limited time. */
  | 'PENDING';

/**
 * Where an order is: AWAITING_PAYMENT, then PAID (a wallet) or CONFIRMED (cash on delivery), then
 * PACKED, SHIPPED and DELIVERED; or CANCELLED before it ships. Steps only move forward.
 */
export type OrderStep =
  /** Placed, waiting for a wallet payment; its copies are held for a limited time. */
  | 'AWAITING_PAYMENT'
  /** Cancelled (see `cancelReason` and `cancelledBy`); its copies went back to stock. */
  | 'CANCELLED'
  /** Cash on delivery: confirmed, paid to the courier. */
  | 'CONFIRMED'
  /** Delivered (a cash-on-delivery order is paid then). */
  | 'DELIVERED'
  /** Packed by staff. */
  | 'PACKED'
  /** Paid through a wallet. */
  | 'PAID'
  /** Handed to a courier (see `courier` and `trackingNumber`). */
  | 'SHIPPED';

/** How an order is paid. */
export type PaymentMethod =
  /** Cash to the courier when the books arrive. */
  | 'CASH_ON_DELIVERY'
  /** The eSewa wallet. */
  | 'ESEWA'
  /** The Khalti wallet. */
  | 'KHALTI';

/** Wallet providers Pustak can take payments through. */
export type PaymentProvider =
  /** The eSewa wallet (ePay v2): the payer's browser posts the signed `Payment.form`. */
  | 'ESEWA'
  /** The Khalti wallet (KPG-2 ePayment): the payer opens `Payment.paymentUrl`. */
  | 'KHALTI';

/** Profile fields to change; omitted ones stay. */
export type ProfileInput = {
  /** Up to 500 characters. */
  bio?: string | null | undefined;
  /** A book id, or null to clear. */
  currentlyReadingId?: string | number | null | undefined;
  /** New date of birth. */
  dateOfBirth?: string | null | undefined;
  /** Replaces the favourite genres. */
  favoriteGenreIds?: Array<string | number> | null | undefined;
  /** New first name. */
  firstName?: string | null | undefined;
  /** GitHub link. */
  github?: string | null | undefined;
  /** Instagram link. */
  instagram?: string | null | undefined;
  /** New last name. */
  lastName?: string | null | undefined;
  /** LinkedIn link. */
  linkedin?: string | null | undefined;
  /** A new picture: a JPEG or PNG as a data URL (data:image/png;base64,...), at most 5 MB. */
  profilePicture?: string | null | undefined;
  /** Up to 150 characters. */
  status?: string | null | undefined;
};

/** Who sees the parts of a profile a member may hide. */
export type ProfilePrivacy =
  /** Only your friends (and you) see your date of birth, favourite books and wishlist. */
  | 'FRIENDS'
  /** Only you see your date of birth, favourite books and wishlist. */
  | 'PRIVATE'
  /** Every member sees your date of birth, favourite books and wishlist. */
  | 'PUBLIC';

/** How a book is acquired. */
export type PurchaseType =
  /** Buy the book to keep. */
  | 'BUY'
  /** Rent it for 15, 30 or 45 days (quantity is always 1). */
  | 'RENT';

/** Where a reading stands. */
export type ReadingState =
  /** Given up. */
  | 'DID_NOT_FINISH'
  /** Finished. */
  | 'READ'
  /** Being read now. */
  | 'READING';

/** Why money goes back. */
export type RefundCause =
  /** The order was cancelled once paid. */
  | 'ORDER_CANCELLED'
  /** A rental was returned: its deposit goes back. */
  | 'RENTAL_RETURNED'
  /** A payment bought nothing (the order was paid already, or cancelled). */
  | 'SECOND_PAYMENT';

/** How a refund is made. */
export type RefundMethod =
  /** Sent by the store through Khalti's refund API. */
  | 'KHALTI'
  /** Made by the store's staff outside (eSewa, whose ePay has no refund call, or cash) and recorded. */
  | 'MANUAL';

/** Where a refund is. */
export type RefundState =
  /** Khalti refused it: staff send it again or make it by hand. */
  | 'FAILED'
  /** Owed: a Khalti one is about to be sent; a manual one waits for staff to make it. */
  | 'PENDING'
  /** The money went back. */
  | 'REFUNDED'
  /** Handed to Khalti, its answer awaited. */
  | 'SENDING';

/** A new account (SPEC §3 sign-up data). */
export type RegisterInput = {
  /** Date of birth. */
  dateOfBirth: string;
  /** Unique email; used to sign in. */
  email: string;
  /** First name. */
  firstName: string;
  /** Must be true. */
  hasAcceptedRentalPolicy: boolean;
  /** Must be true. */
  hasAcceptedTerms: boolean;
  /** Last name. */
  lastName: string;
  /** Password. */
  password: string;
  /** A JPEG or PNG as a data URL (data:image/png;base64,...), at most 5 MB. */
  profilePicture?: string | null | undefined;
  /** A few words about you, from the sign-up form; shown as the bio. */
  status?: string | null | undefined;
  /** When the terms were accepted. */
  termsAcceptanceDate: string;
  /** Unique handle. */
  username: string;
};

/** Rental length; the fee is a share of the price that grows with it (`Store.rentalTerms`). */
export type RentalPeriod =
  /** 15 days. */
  | 'DAYS_15'
  /** 30 days. */
  | 'DAYS_30'
  /** 45 days. */
  | 'DAYS_45';

/** Where a rental is. */
export type RentalState =
  /** The member has the copy. */
  | 'ACTIVE'
  /** A digital copy after its due date. */
  | 'ENDED'
  /** A printed copy not delivered yet, or a digital one not paid for. */
  | 'NOT_STARTED'
  /** A full day overdue, or returned damaged: the copy is the member's and the deposit pays for it. */
  | 'PURCHASED'
  /** Returned: the deposit is refunded less the fee (and any late fee). */
  | 'RETURNED';

/** Staff's views of the rentals. */
export type RentalView =
  /** Rentals running now, by due date. */
  | 'ACTIVE'
  /** Returned, purchased or ended rentals, newest first. */
  | 'ENDED'
  /** Running rentals past their due date. */
  | 'OVERDUE';

/** A review to write or replace. */
export type ReviewInput = {
  /** Whether it gives the plot away. */
  containsSpoiler?: boolean | null | undefined;
  /** The review; not blank. */
  content: string;
  /** 1 to 5. */
  rating: number;
  /** Headline; not blank. */
  title: string;
};

/** What a search suggestion found. */
export type SearchSuggestionKind =
  /** An author: open /authors/{author.id}. */
  | 'AUTHOR'
  /** A book: open /books/{book.id}. */
  | 'BOOK';

/** Settings to change; omitted ones stay. */
export type SettingsInput = {
  /** Turn email notifications on or off. */
  emailNotifications?: boolean | null | undefined;
  /** The app's language for you. */
  language?: Language | null | undefined;
  /** Make the profile public or private. */
  privacy?: ProfilePrivacy | null | undefined;
};

/** A shelf of the member's books: each book is on one of them at a time. */
export type Shelf =
  /** Books the member is reading now (several at once). */
  | 'CURRENTLY_READING'
  /** Books the member gave up on. */
  | 'DID_NOT_FINISH'
  /** Books the member finished. */
  | 'READ'
  /** Books the member means to read. */
  | 'WANT_TO_READ';

/** How the member's shelves are sorted. */
export type ShelfOrder =
  /** Earliest shelved first. */
  | 'FIRST_ADDED'
  /** Earliest moved or updated first. */
  | 'LEAST_RECENTLY_UPDATED'
  /** Latest shelved first. */
  | 'RECENTLY_ADDED'
  /** Latest moved or updated first. */
  | 'RECENTLY_UPDATED'
  /** By title, A to Z. */
  | 'TITLE'
  /** By title, Z to A. */
  | 'TITLE_DESCENDING';

/** Staff: one order handed to a courier. */
export type ShipmentInput = {
  /** Who carries it (1 to 100 characters). */
  courier: string;
  /** The packed order. */
  orderId: string | number;
  /** The courier's tracking number (1 to 100 characters). */
  trackingNumber: string;
};

/** A new shipping address. */
export type ShippingAddressInput = {
  /** Street and house. */
  addressLine1: string;
  /** A name for it, e.g. Home. */
  addressName: string;
  /** City. */
  city: string;
  /** One of Nepal's 77 districts, by its English name (`districts`). */
  district: string;
  /** Recipient. */
  fullName: string;
  /** Make it the default (the first address always is). */
  isDefault?: boolean | null | undefined;
  /** A Nepali mobile number: 10 digits starting 97 or 98; +977, spaces and dashes are allowed. */
  phone: string;
};

/** Fields to change on a shipping address; omitted ones stay. */
export type ShippingAddressUpdate = {
  /** New street and house. */
  addressLine1?: string | null | undefined;
  /** New name. */
  addressName?: string | null | undefined;
  /** New city. */
  city?: string | null | undefined;
  /** New district. */
  district?: string | null | undefined;
  /** New recipient. */
  fullName?: string | null | undefined;
  /** true makes it the default; the only default cannot be unset. */
  isDefault?: boolean | null | undefined;
  /** New phone number. */
  phone?: string | null | undefined;
};

/** A book as staff add it (SPEC §3's fields; ratings, reviews and sales are the store's own). */
export type StaffBookInput = {
  /** An existing author (`staffCreateAuthor` adds one). */
  authorId: string | number;
  /** Shelf category. */
  category?: string | null | undefined;
  /** Full date of publication. */
  datePublished?: string | null | undefined;
  /** Blurb; may hold several lines. */
  description: string;
  /** Physical size, e.g. 21 x 14 x 2 cm. */
  dimensions?: string | null | undefined;
  /** Paperback, Hardcover, eBook or Audiobook. */
  format: string;
  /** Existing genres. */
  genreIds: Array<string | number>;
  /** The publisher's imprint. */
  imprint?: string | null | undefined;
  /** The edition's ISBN-13: 13 digits with a correct check digit; hyphens and spaces accepted. */
  isbn13?: string | null | undefined;
  /** English, Nepali, Japanese or French. */
  language: string;
  /** Number of pages. */
  pages?: number | null | undefined;
  /** Price in Rs, including taxes; more than 0, at most 2 decimals. */
  price: string;
  /** Where it was published. */
  publicationCity?: string | null | undefined;
  /** Publisher. */
  publicationHouse?: string | null | undefined;
  /** Copies on hand. */
  stock?: number | null | undefined;
  /** Shelf subcategory. */
  subcategory?: string | null | undefined;
  /** Title as printed. */
  title: string;
  /** Year of publication. */
  year?: number | null | undefined;
};

/** Fields to change on a book; omitted ones stay, null clears an optional one. */
export type StaffBookUpdate = {
  /** Another existing author. */
  authorId?: string | number | null | undefined;
  /** Shelf category. */
  category?: string | null | undefined;
  /** Full date of publication. */
  datePublished?: string | null | undefined;
  /** Blurb. */
  description?: string | null | undefined;
  /** Physical size. */
  dimensions?: string | null | undefined;
  /** Format. */
  format?: string | null | undefined;
  /** The genres it belongs to, all of them (replaces the list). */
  genreIds?: Array<string | number> | null | undefined;
  /** Imprint. */
  imprint?: string | null | undefined;
  /** The edition's ISBN-13 (hyphens and spaces accepted); null clears it. */
  isbn13?: string | null | undefined;
  /** Language. */
  language?: string | null | undefined;
  /** Number of pages. */
  pages?: number | null | undefined;
  /** New price in Rs. */
  price?: string | null | undefined;
  /** Where it was published. */
  publicationCity?: string | null | undefined;
  /** Publisher. */
  publicationHouse?: string | null | undefined;
  /** Shelf subcategory. */
  subcategory?: string | null | undefined;
  /** New title. */
  title?: string | null | undefined;
  /** Year of publication. */
  year?: number | null | undefined;
};

/** Who runs the store: staff use the back office; admins also read the audit log. */
export type StaffRole =
  /** Staff who also read the audit log. */
  | 'ADMIN'
  /** Runs the store: the catalog, orders and the inbox. */
  | 'STAFF';

export type BookCard_BookFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  coverImage: string;
  price: string;
  rating: number;
  year: number | null;
  isBestSeller: boolean;
  stock: number;
  author: { __typename: 'Author'; id: string; name: string };
  myShelf: { __typename: 'ShelfEntry'; id: string; shelf: Shelf } | null;
} & { ' $fragmentName'?: 'BookCard_BookFragment' };

export type ShelveBookMutationVariables = Exact<{
  bookId: string | number;
  shelf: Shelf;
}>;

export type ShelveBookMutation = {
  shelveBook: {
    __typename: 'ShelfEntry';
    id: string;
    shelf: Shelf;
    updatedAt: string;
    progressPercent: number | null;
    book: { __typename: 'Book'; id: string; myShelf: { __typename: 'ShelfEntry'; id: string; shelf: Shelf } | null };
  };
};

export type RemoveFromShelvesMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveFromShelvesMutation = {
  removeShelfEntry: { __typename: 'Book'; id: string; myShelf: { __typename: 'ShelfEntry'; id: string } | null };
};

export type SearchSuggestionsQueryVariables = Exact<{
  query: string;
}>;

export type SearchSuggestionsQuery = {
  searchSuggestions: Array<{
    __typename: 'SearchSuggestion';
    kind: SearchSuggestionKind;
    text: string;
    highlight: { __typename: 'TextSpan'; start: number; end: number } | null;
    book: { __typename: 'Book'; id: string } | null;
    author: { __typename: 'Author'; id: string; name: string };
  }>;
};

export type HeaderCartChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type HeaderCartChangedSubscription = {
  cartChanged: { __typename: 'CartChange'; cart: { __typename: 'Cart'; count: number } };
};

export type OrderChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type OrderChangedSubscription = {
  orderChanged: {
    __typename: 'Order';
    id: string;
    shortId: string;
    step: OrderStep;
    status: OrderStatus;
    isCompleted: boolean;
    cancelReason: string | null;
    cancelledBy: OrderCanceller | null;
    refundDue: string | null;
    paymentMethod: PaymentMethod | null;
    transactionId: string | null;
  } & { ' $fragmentRefs'?: { OrderTimeline_OrderFragment: OrderTimeline_OrderFragment } };
};

export type ReviewCard_ReviewFragment = {
  __typename: 'Review';
  id: string;
  rating: number;
  title: string;
  content: string;
  containsSpoiler: boolean;
  isEdited: boolean;
  createdAt: string;
  author: { __typename: 'UserSummary'; id: string; username: string; firstName: string; lastName: string } | null;
} & { ' $fragmentName'?: 'ReviewCard_ReviewFragment' };

export type AddressCard_AddressFragment = {
  __typename: 'ShippingAddress';
  id: string;
  addressName: string;
  fullName: string;
  addressLine1: string;
  city: string;
  phone: string | null;
  district: string | null;
  deliverable: boolean;
  isDefault: boolean;
} & { ' $fragmentName'?: 'AddressCard_AddressFragment' };

export type AccountShippingQueryVariables = Exact<{ [key: string]: never }>;

export type AccountShippingQuery = {
  shippingAddresses: Array<
    { __typename: 'ShippingAddress'; id: string } & {
      ' $fragmentRefs'?: { AddressCard_AddressFragment: AddressCard_AddressFragment };
    }
  >;
  districts: Array<{ __typename: 'District'; name: string; nepaliName: string; deliverable: boolean }>;
};

export type CreateShippingAddressMutationVariables = Exact<{
  input: ShippingAddressInput;
}>;

export type CreateShippingAddressMutation = {
  createShippingAddress: { __typename: 'ShippingAddress'; id: string; isDefault: boolean } & {
    ' $fragmentRefs'?: { AddressCard_AddressFragment: AddressCard_AddressFragment };
  };
};

export type UpdateShippingAddressMutationVariables = Exact<{
  id: string | number;
  input: ShippingAddressUpdate;
}>;

export type UpdateShippingAddressMutation = {
  updateShippingAddress: { __typename: 'ShippingAddress'; id: string; isDefault: boolean } & {
    ' $fragmentRefs'?: { AddressCard_AddressFragment: AddressCard_AddressFragment };
  };
};

export type DeleteShippingAddressMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteShippingAddressMutation = {
  deleteShippingAddress: Array<
    { __typename: 'ShippingAddress'; id: string } & {
      ' $fragmentRefs'?: { AddressCard_AddressFragment: AddressCard_AddressFragment };
    }
  >;
};

export type AccountImportQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type AccountImportQuery = {
  goodreadsUnmatched: {
    __typename: 'GoodreadsRowPage';
    totalCount: number;
    page: number;
    pageCount: number;
    items: Array<
      { __typename: 'GoodreadsRow'; id: string } & {
        ' $fragmentRefs'?: { UnmatchedRow_RowFragment: UnmatchedRow_RowFragment };
      }
    >;
  };
};

export type ImportGoodreadsMutationVariables = Exact<{
  csv: string;
}>;

export type ImportGoodreadsMutation = {
  importGoodreads: {
    __typename: 'GoodreadsImport';
    rows: number;
    matched: number;
    reviewsAdded: number;
    alreadyThere: number;
    unmatched: number;
    skipped: number;
    shelved: Array<{ __typename: 'ShelfCount'; shelf: Shelf; count: number }>;
  };
};

export type GoodreadsExportQueryVariables = Exact<{ [key: string]: never }>;

export type GoodreadsExportQuery = { goodreadsExport: string };

export type UnmatchedRow_RowFragment = {
  __typename: 'GoodreadsRow';
  id: string;
  title: string;
  author: string;
  isbn13: string | null;
  shelf: Shelf | null;
  rating: number | null;
} & { ' $fragmentName'?: 'UnmatchedRow_RowFragment' };

export type GoodreadsMatchSearchQueryVariables = Exact<{
  title: string;
}>;

export type GoodreadsMatchSearchQuery = {
  books: {
    __typename: 'BookPage';
    items: Array<{
      __typename: 'Book';
      id: string;
      title: string;
      author: { __typename: 'Author'; id: string; name: string };
    }>;
  };
};

export type MatchGoodreadsRowMutationVariables = Exact<{
  id: string | number;
  bookId: string | number;
}>;

export type MatchGoodreadsRowMutation = { matchGoodreadsRow: { __typename: 'GoodreadsImport'; matched: number } };

export type SkipGoodreadsRowMutationVariables = Exact<{
  id: string | number;
}>;

export type SkipGoodreadsRowMutation = { skipGoodreadsRow: string };

export type UpdateAccountInfoMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateAccountInfoMutation = {
  updateProfile: {
    __typename: 'UserProfile';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    bio: string;
    status: string;
    statusUpdatedAt: string | null;
    github: string;
    linkedin: string;
    instagram: string;
    profilePictureUrl: string | null;
  };
};

export type AccountInfoQueryVariables = Exact<{ [key: string]: never }>;

export type AccountInfoQuery = {
  me: {
    __typename: 'UserProfile';
    id: string;
    username: string;
    email: string | null;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    bio: string;
    status: string;
    github: string;
    linkedin: string;
    instagram: string;
    profilePictureUrl: string | null;
  } | null;
};

export type UpdateProfilePictureMutationVariables = Exact<{
  picture: string;
}>;

export type UpdateProfilePictureMutation = {
  updateProfile: { __typename: 'UserProfile'; id: string; profilePictureUrl: string | null };
};

export type AccountLibraryQueryVariables = Exact<{ [key: string]: never }>;

export type AccountLibraryQuery = {
  library: Array<{
    __typename: 'LibraryBook';
    access: LibraryAccess;
    dueAt: string | null;
    since: string;
    format: string;
    file: { __typename: 'BookFile'; name: string; bytes: number; mediaType: string } | null;
    book: {
      __typename: 'Book';
      id: string;
      title: string;
      coverImage: string;
      author: { __typename: 'Author'; id: string; name: string };
    };
  }>;
};

export type LibraryDownloadLinkMutationVariables = Exact<{
  bookId: string | number;
}>;

export type LibraryDownloadLinkMutation = {
  libraryDownloadLink: { __typename: 'DownloadLink'; url: string; expiresAt: string };
};

export type FavoriteCard_BookFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  coverImage: string;
  price: string;
  author: { __typename: 'Author'; id: string; name: string };
} & { ' $fragmentName'?: 'FavoriteCard_BookFragment' };

export type AccountFavoritesQueryVariables = Exact<{ [key: string]: never }>;

export type AccountFavoritesQuery = {
  favorites: Array<
    { __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { FavoriteCard_BookFragment: FavoriteCard_BookFragment } }
  >;
  me: { __typename: 'UserProfile'; id: string; currentlyReading: { __typename: 'Book'; id: string } | null } | null;
};

export type RemoveAccountFavoriteMutationVariables = Exact<{
  bookId: string | number;
}>;

export type RemoveAccountFavoriteMutation = { removeFavorite: { __typename: 'Book'; id: string; isFavorite: boolean } };

export type AccountWishlistQueryVariables = Exact<{ [key: string]: never }>;

export type AccountWishlistQuery = {
  wishlist: Array<{
    __typename: 'WishlistItem';
    id: string;
    addedAt: string;
    book: { __typename: 'Book'; id: string } & {
      ' $fragmentRefs'?: { WishlistRow_BookFragment: WishlistRow_BookFragment };
    };
  }>;
};

export type WishlistRow_BookFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  coverImage: string;
  price: string;
  inStock: boolean;
  inCart: boolean;
  author: { __typename: 'Author'; id: string; name: string };
} & { ' $fragmentName'?: 'WishlistRow_BookFragment' };

export type RemoveFromAccountWishlistMutationVariables = Exact<{
  bookId: string | number;
}>;

export type RemoveFromAccountWishlistMutation = {
  removeFromWishlist: { __typename: 'Book'; id: string; inWishlist: boolean };
};

export type MoveWishlistBookToCartMutationVariables = Exact<{
  bookId: string | number;
}>;

export type MoveWishlistBookToCartMutation = {
  addToCart: {
    __typename: 'CartItem';
    id: string;
    book: { __typename: 'Book'; id: string; inCart: boolean; cartItem: { __typename: 'CartItem'; id: string } | null };
    cart: { __typename: 'Cart'; count: number };
  };
};

export type ReadingSearchQueryVariables = Exact<{
  title: string;
}>;

export type ReadingSearchQuery = {
  books: {
    __typename: 'BookPage';
    items: Array<
      { __typename: 'Book'; id: string } & {
        ' $fragmentRefs'?: { ReadingChoice_BookFragment: ReadingChoice_BookFragment };
      }
    >;
  };
};

export type AccountReadingQueryVariables = Exact<{ [key: string]: never }>;

export type AccountReadingQuery = {
  me: {
    __typename: 'UserProfile';
    id: string;
    currentlyReading:
      | ({ __typename: 'Book'; id: string } & {
          ' $fragmentRefs'?: { ReadingCard_BookFragment: ReadingCard_BookFragment };
        })
      | null;
    favoriteBooks: Array<
      { __typename: 'Book'; id: string } & {
        ' $fragmentRefs'?: { ReadingChoice_BookFragment: ReadingChoice_BookFragment };
      }
    >;
  } | null;
};

export type ReadingCard_BookFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  coverImage: string;
  year: number | null;
  format: string;
  pages: number | null;
  description: string;
  author: { __typename: 'Author'; id: string; name: string };
} & { ' $fragmentName'?: 'ReadingCard_BookFragment' };

export type ReadingChoice_BookFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  coverImage: string;
  author: { __typename: 'Author'; id: string; name: string };
} & { ' $fragmentName'?: 'ReadingChoice_BookFragment' };

export type SetCurrentlyReadingMutationVariables = Exact<{
  bookId?: string | number | null | undefined;
}>;

export type SetCurrentlyReadingMutation = {
  updateProfile: {
    __typename: 'UserProfile';
    id: string;
    currentlyReading:
      | ({ __typename: 'Book'; id: string } & {
          ' $fragmentRefs'?: { ReadingCard_BookFragment: ReadingCard_BookFragment };
        })
      | null;
  };
};

export type AccountSettingsScreenQueryVariables = Exact<{ [key: string]: never }>;

export type AccountSettingsScreenQuery = {
  me: {
    __typename: 'UserProfile';
    id: string;
    username: string;
    email: string | null;
    createdAt: string;
    favoriteGenres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  } | null;
  genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
};

export type SaveFavoriteGenresMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type SaveFavoriteGenresMutation = {
  updateProfile: {
    __typename: 'UserProfile';
    id: string;
    favoriteGenres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  };
};

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;

export type ChangePasswordMutation = { changePassword: { __typename: 'AuthPayload'; token: string } };

export type AccountNotificationsQueryVariables = Exact<{ [key: string]: never }>;

export type AccountNotificationsQuery = {
  me: {
    __typename: 'UserProfile';
    id: string;
    settings: { __typename: 'AccountSettings'; emailNotifications: boolean; privacy: ProfilePrivacy } | null;
  } | null;
};

export type AccountPrivacyQueryVariables = Exact<{ [key: string]: never }>;

export type AccountPrivacyQuery = {
  me: {
    __typename: 'UserProfile';
    id: string;
    settings: { __typename: 'AccountSettings'; emailNotifications: boolean; privacy: ProfilePrivacy } | null;
  } | null;
};

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;

export type UpdateSettingsMutation = {
  updateSettings: {
    __typename: 'UserProfile';
    id: string;
    settings: { __typename: 'AccountSettings'; emailNotifications: boolean; privacy: ProfilePrivacy } | null;
  };
};

export type ShelfEntryRow_EntryFragment = {
  __typename: 'ShelfEntry';
  id: string;
  shelf: Shelf;
  updatedAt: string;
  progressPercent: number | null;
  currentReading: { __typename: 'Reading'; id: string; startedOn: string | null } | null;
  readings: Array<{ __typename: 'Reading'; id: string; state: ReadingState; finishedOn: string | null }>;
  book: {
    __typename: 'Book';
    id: string;
    title: string;
    coverImage: string;
    author: { __typename: 'Author'; id: string; name: string };
  };
} & { ' $fragmentName'?: 'ShelfEntryRow_EntryFragment' };

export type UpdateReadingProgressMutationVariables = Exact<{
  id: string | number;
  percent?: number | null | undefined;
}>;

export type UpdateReadingProgressMutation = {
  updateReadingProgress: { __typename: 'ShelfEntry'; id: string; updatedAt: string; progressPercent: number | null };
};

export type FinishReadingMutationVariables = Exact<{
  id: string | number;
}>;

export type FinishReadingMutation = {
  finishReading: {
    __typename: 'ShelfEntry';
    id: string;
    shelf: Shelf;
    updatedAt: string;
    progressPercent: number | null;
  };
};

export type AccountShelvesQueryVariables = Exact<{
  shelf?: Shelf | null | undefined;
  order?: ShelfOrder | null | undefined;
  page?: number | null | undefined;
}>;

export type AccountShelvesQuery = {
  myShelves: {
    __typename: 'ShelfEntryPage';
    totalCount: number;
    page: number;
    pageCount: number;
    shelfCounts: Array<{ __typename: 'ShelfCount'; shelf: Shelf; count: number }>;
    items: Array<
      { __typename: 'ShelfEntry'; id: string } & {
        ' $fragmentRefs'?: { ShelfEntryRow_EntryFragment: ShelfEntryRow_EntryFragment };
      }
    >;
  };
};

export type FriendActivityItem_ActivityFragment = {
  __typename: 'FriendActivity';
  id: string;
  kind: FriendActivityKind;
  at: string;
  shelf: Shelf | null;
  pages: number | null;
  percent: number | null;
  member: {
    __typename: 'UserSummary';
    id: string;
    firstName: string;
    lastName: string;
    profilePictureUrl: string | null;
  };
  book: { __typename: 'Book'; id: string; title: string } | null;
  review: {
    __typename: 'Review';
    id: string;
    rating: number;
    title: string;
    content: string;
    containsSpoiler: boolean;
  } | null;
  challenge: { __typename: 'FriendChallengeMilestone'; calendar: ChallengeCalendar; year: number; goal: number } | null;
} & { ' $fragmentName'?: 'FriendActivityItem_ActivityFragment' };

export type FriendsActivityQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type FriendsActivityQuery = {
  friendsActivity: {
    __typename: 'FriendActivityConnection';
    endCursor: string | null;
    hasNextPage: boolean;
    nodes: Array<
      { __typename: 'FriendActivity'; id: string } & {
        ' $fragmentRefs'?: { FriendActivityItem_ActivityFragment: FriendActivityItem_ActivityFragment };
      }
    >;
  };
};

export type FriendActivityLiveSubscriptionVariables = Exact<{ [key: string]: never }>;

export type FriendActivityLiveSubscription = {
  friendActivity: { __typename: 'FriendActivity'; id: string } & {
    ' $fragmentRefs'?: { FriendActivityItem_ActivityFragment: FriendActivityItem_ActivityFragment };
  };
};

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = {
  login: {
    __typename: 'AuthPayload';
    token: string;
    user: {
      __typename: 'UserProfile';
      id: string;
      username: string;
      firstName: string;
      lastName: string;
      profilePictureUrl: string | null;
      staffRole: StaffRole | null;
      settings: { __typename: 'AccountSettings'; language: Language | null } | null;
    };
  };
};

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;

export type ResetPasswordMutation = { resetPassword: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  register: {
    __typename: 'AuthPayload';
    token: string;
    user: {
      __typename: 'UserProfile';
      id: string;
      username: string;
      firstName: string;
      lastName: string;
      profilePictureUrl: string | null;
    };
  };
};

export type AuthorPageQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
}>;

export type AuthorPageQuery = {
  author: {
    __typename: 'Author';
    id: string;
    name: string;
    coverImage: string;
    birthDate: string | null;
    biography: string;
    books: {
      __typename: 'BookPage';
      page: number;
      hasNextPage: boolean;
      items: Array<
        { __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment } }
      >;
    };
  } | null;
};

export type BookActions_BookFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  inStock: boolean;
  inCart: boolean;
  isFavorite: boolean;
  inWishlist: boolean;
  cartItem: { __typename: 'CartItem'; id: string } | null;
  myShelf: { __typename: 'ShelfEntry'; id: string; shelf: Shelf } | null;
} & { ' $fragmentName'?: 'BookActions_BookFragment' };

export type BookPageQueryVariables = Exact<{
  id: string | number;
  reviewsPage: number;
}>;

export type BookPageQuery = {
  book:
    | ({
        __typename: 'Book';
        id: string;
        title: string;
        coverImage: string;
        price: string;
        rating: number;
        totalRatings: number;
        reviewsCount: number;
        year: number | null;
        isBestSeller: boolean;
        stock: number;
        format: string;
        description: string;
        ratingBreakdown: Array<{ __typename: 'StarCount'; stars: number; count: number }>;
        author: { __typename: 'Author'; id: string; name: string };
        myReview: {
          __typename: 'Review';
          id: string;
          rating: number;
          title: string;
          content: string;
          containsSpoiler: boolean;
          isEdited: boolean;
          createdAt: string;
          author: {
            __typename: 'UserSummary';
            id: string;
            username: string;
            firstName: string;
            lastName: string;
          } | null;
        } | null;
        reviews: {
          __typename: 'ReviewPage';
          totalCount: number;
          page: number;
          pageCount: number;
          items: Array<{
            __typename: 'Review';
            id: string;
            rating: number;
            title: string;
            content: string;
            containsSpoiler: boolean;
            isEdited: boolean;
            createdAt: string;
            author: {
              __typename: 'UserSummary';
              id: string;
              username: string;
              firstName: string;
              lastName: string;
            } | null;
          }>;
        };
      } & {
        ' $fragmentRefs'?: {
          BookActions_BookFragment: BookActions_BookFragment;
          RentalOptions_BookFragment: RentalOptions_BookFragment;
          ProductDetails_BookFragment: ProductDetails_BookFragment;
          ReadNext_BookFragment: ReadNext_BookFragment;
        };
      })
    | null;
};

export type CreateReviewMutationVariables = Exact<{
  bookId: string | number;
  input: ReviewInput;
}>;

export type CreateReviewMutation = {
  createReview: {
    __typename: 'Review';
    id: string;
    book: { __typename: 'Book'; id: string; rating: number; reviewsCount: number; totalRatings: number };
  };
};

export type UpdateReviewMutationVariables = Exact<{
  id: string | number;
  input: ReviewInput;
}>;

export type UpdateReviewMutation = {
  updateReview: {
    __typename: 'Review';
    id: string;
    rating: number;
    title: string;
    content: string;
    containsSpoiler: boolean;
    isEdited: boolean;
    updatedAt: string;
  };
};

export type DeleteReviewMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteReviewMutation = {
  deleteReview: {
    __typename: 'Book';
    id: string;
    rating: number;
    reviewsCount: number;
    totalRatings: number;
    myReview: { __typename: 'Review'; id: string } | null;
  };
};

export type ProductDetails_BookFragment = {
  __typename: 'Book';
  id: string;
  format: string;
  pages: number | null;
  dimensions: string | null;
  publicationHouse: string | null;
  imprint: string | null;
  publicationCity: string | null;
  language: string;
  category: string | null;
  subcategory: string | null;
  year: number | null;
  datePublished: string | null;
  salesCount: number;
  totalRatings: number;
  genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
} & { ' $fragmentName'?: 'ProductDetails_BookFragment' };

export type ReadNext_BookFragment = {
  __typename: 'Book';
  id: string;
  author: { __typename: 'Author'; id: string; name: string };
  moreByAuthor: Array<
    { __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment } }
  >;
  readersAlsoEnjoyed: Array<
    { __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment } }
  >;
} & { ' $fragmentName'?: 'ReadNext_BookFragment' };

export type RentalOptions_BookFragment = {
  __typename: 'Book';
  id: string;
  rentalOptions: Array<{
    __typename: 'RentalOption';
    period: RentalPeriod;
    days: number;
    fee: string;
    deposit: string;
    refund: string;
  }>;
} & { ' $fragmentName'?: 'RentalOptions_BookFragment' };

export type CartLine_ItemFragment = {
  __typename: 'CartItem';
  id: string;
  quantity: number;
  purchaseType: PurchaseType;
  rentalPeriod: RentalPeriod | null;
  unitPrice: string;
  lineTotal: string;
  rebuyDiscount: { __typename: 'RebuyDiscount'; percent: number; until: string } | null;
  rental: { __typename: 'RentalMoney'; days: number; fee: string; deposit: string; refund: string } | null;
  book: {
    __typename: 'Book';
    id: string;
    title: string;
    coverImage: string;
    year: number | null;
    format: string;
    language: string;
    author: { __typename: 'Author'; id: string; name: string };
  };
} & { ' $fragmentName'?: 'CartLine_ItemFragment' };

export type CartPageQueryVariables = Exact<{ [key: string]: never }>;

export type CartPageQuery = {
  store: { __typename: 'Store'; shippingFee: string };
  cart: {
    __typename: 'Cart';
    count: number;
    items: Array<
      {
        __typename: 'CartItem';
        id: string;
        quantity: number;
        purchaseType: PurchaseType;
        unitPrice: string;
        lineTotal: string;
        rebuyDiscount: { __typename: 'RebuyDiscount'; percent: number; until: string } | null;
        book: {
          __typename: 'Book';
          id: string;
          format: string;
          rentalOptions: Array<{
            __typename: 'RentalOption';
            period: RentalPeriod;
            days: number;
            fee: string;
            deposit: string;
            refund: string;
          }>;
        };
      } & { ' $fragmentRefs'?: { CartLine_ItemFragment: CartLine_ItemFragment } }
    >;
  };
};

export type UpdateCartItemMutationVariables = Exact<{
  id: string | number;
  quantity?: number | null | undefined;
  purchaseType?: PurchaseType | null | undefined;
  rentalPeriod?: RentalPeriod | null | undefined;
}>;

export type UpdateCartItemMutation = {
  updateCartItem: {
    __typename: 'CartItem';
    id: string;
    quantity: number;
    purchaseType: PurchaseType;
    rentalPeriod: RentalPeriod | null;
    unitPrice: string;
    lineTotal: string;
    rebuyDiscount: { __typename: 'RebuyDiscount'; percent: number; until: string } | null;
    rental: { __typename: 'RentalMoney'; days: number; fee: string; deposit: string; refund: string } | null;
  };
};

export type RemoveCartLineMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveCartLineMutation = { removeFromCart: { __typename: 'Cart'; count: number } };

export type CatalogPageQueryVariables = Exact<{
  filter?: BookFilter | null | undefined;
  page?: number | null | undefined;
}>;

export type CatalogPageQuery = {
  books: {
    __typename: 'BookPage';
    totalCount: number;
    totalCountIsLowerBound: boolean;
    page: number;
    pageCount: number;
    items: Array<
      { __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment } }
    >;
  };
  genres: Array<{ __typename: 'Genre'; id: string; name: string; booksCount: number | null }>;
};

export type CheckoutPageQueryVariables = Exact<{ [key: string]: never }>;

export type CheckoutPageQuery = {
  cart: {
    __typename: 'Cart';
    count: number;
    items: Array<{
      __typename: 'CartItem';
      id: string;
      quantity: number;
      purchaseType: PurchaseType;
      rentalDays: number | null;
      lineTotal: string;
      rental: { __typename: 'RentalMoney'; fee: string; deposit: string; refund: string } | null;
      book: { __typename: 'Book'; id: string; title: string; coverImage: string; format: string };
    }>;
  };
  shippingAddresses: Array<{
    __typename: 'ShippingAddress';
    id: string;
    addressName: string;
    fullName: string;
    addressLine1: string;
    city: string;
    phone: string | null;
    district: string | null;
    deliverable: boolean;
    isDefault: boolean;
  }>;
  districts: Array<{ __typename: 'District'; name: string; nepaliName: string; deliverable: boolean }>;
  store: { __typename: 'Store'; shippingFee: string; paymentMethods: Array<PaymentMethod> };
};

export type PlaceOrderMutationVariables = Exact<{
  itemIds: Array<string | number> | string | number;
  shippingAddressId?: string | number | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  notes?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;

export type PlaceOrderMutation = { createOrder: { __typename: 'Order'; id: string; status: OrderStatus } };

export type SendContactMessageMutationVariables = Exact<{
  message: ContactMessageInput;
}>;

export type SendContactMessageMutation = {
  sendContactMessage: { __typename: 'ContactMessageReceipt'; message: string };
};

export type FriendshipStateFieldsFragment = {
  __typename: 'FriendshipState';
  userId: string;
  status: FriendshipStatus;
  friendshipId: string | null;
  requestId: string | null;
} & { ' $fragmentName'?: 'FriendshipStateFieldsFragment' };

export type FriendLists_QueryFragment = {
  friendRequests: {
    __typename: 'FriendRequests';
    incoming: Array<
      { __typename: 'FriendRequest'; id: string } & {
        ' $fragmentRefs'?: { FriendRequestRow_RequestFragment: FriendRequestRow_RequestFragment };
      }
    >;
    outgoing: Array<
      { __typename: 'FriendRequest'; id: string; toUser: { __typename: 'UserSummary'; id: string } } & {
        ' $fragmentRefs'?: { FriendRequestRow_RequestFragment: FriendRequestRow_RequestFragment };
      }
    >;
  };
  friends: Array<
    { __typename: 'Friendship'; id: string } & {
      ' $fragmentRefs'?: { FriendRow_FriendshipFragment: FriendRow_FriendshipFragment };
    }
  >;
} & { ' $fragmentName'?: 'FriendLists_QueryFragment' };

export type FriendActionAnswer_QueryFragment = {
  friendshipStatus: { __typename: 'FriendshipState' } & {
    ' $fragmentRefs'?: { FriendshipStateFieldsFragment: FriendshipStateFieldsFragment };
  };
} & { ' $fragmentRefs'?: { FriendLists_QueryFragment: FriendLists_QueryFragment } } & {
  ' $fragmentName'?: 'FriendActionAnswer_QueryFragment';
};

export type SendFriendRequestMutationVariables = Exact<{
  userId: string | number;
  lists: boolean;
}>;

export type SendFriendRequestMutation = {
  sendFriendRequest: {
    __typename: 'FriendRequest';
    id: string;
    accepted: boolean;
    query: { ' $fragmentRefs'?: { FriendActionAnswer_QueryFragment: FriendActionAnswer_QueryFragment } };
  };
};

export type AcceptFriendRequestMutationVariables = Exact<{
  requestId: string | number;
  userId: string | number;
  lists: boolean;
}>;

export type AcceptFriendRequestMutation = {
  acceptFriendRequest: {
    __typename: 'Friendship';
    id: string;
    query: { ' $fragmentRefs'?: { FriendActionAnswer_QueryFragment: FriendActionAnswer_QueryFragment } };
  };
};

export type RejectFriendRequestMutationVariables = Exact<{
  requestId: string | number;
  userId: string | number;
  lists: boolean;
}>;

export type RejectFriendRequestMutation = {
  rejectFriendRequest: {
    __typename: 'FriendshipState';
    userId: string;
    query: { ' $fragmentRefs'?: { FriendActionAnswer_QueryFragment: FriendActionAnswer_QueryFragment } };
  };
};

export type CancelFriendRequestMutationVariables = Exact<{
  requestId: string | number;
  userId: string | number;
  lists: boolean;
}>;

export type CancelFriendRequestMutation = {
  cancelFriendRequest: {
    __typename: 'FriendshipState';
    userId: string;
    query: { ' $fragmentRefs'?: { FriendActionAnswer_QueryFragment: FriendActionAnswer_QueryFragment } };
  };
};

export type UnfriendMutationVariables = Exact<{
  friendshipId: string | number;
  userId: string | number;
  lists: boolean;
}>;

export type UnfriendMutation = {
  unfriend: {
    __typename: 'FriendshipState';
    userId: string;
    query: { ' $fragmentRefs'?: { FriendActionAnswer_QueryFragment: FriendActionAnswer_QueryFragment } };
  };
};

export type FriendshipStatusQueryVariables = Exact<{
  userId: string | number;
}>;

export type FriendshipStatusQuery = {
  friendshipStatus: { __typename: 'FriendshipState' } & {
    ' $fragmentRefs'?: { FriendshipStateFieldsFragment: FriendshipStateFieldsFragment };
  };
};

export type FavouriteAuthors_AuthorFragment = { __typename: 'Author'; id: string; name: string; coverImage: string } & {
  ' $fragmentName'?: 'FavouriteAuthors_AuthorFragment';
};

export type HomePageQueryVariables = Exact<{ [key: string]: never }>;

export type HomePageQuery = {
  featuredBooks: Array<
    { __typename: 'Book'; id: string; inCart: boolean; inStock: boolean } & {
      ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment };
    }
  >;
  newBooks: Array<
    { __typename: 'Book'; id: string; inCart: boolean; inStock: boolean } & {
      ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment };
    }
  >;
  readerHome: {
    __typename: 'ReaderHome';
    favouriteAuthorsAreSample: boolean;
    favouriteAuthors: Array<
      { __typename: 'Author'; id: string } & {
        ' $fragmentRefs'?: { FavouriteAuthors_AuthorFragment: FavouriteAuthors_AuthorFragment };
      }
    >;
    lastRead: { __typename: 'Book'; id: string; title: string } | null;
    becauseYouRead: Array<
      { __typename: 'Book'; id: string; inCart: boolean; inStock: boolean } & {
        ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment };
      }
    >;
  };
  quoteOfTheDay: { __typename: 'Quote'; text: string; author: string };
  store: {
    __typename: 'Store';
    paymentMethods: Array<PaymentMethod>;
    maxOpenCashOnDeliveryOrders: number;
    deliveryDistricts: Array<{ __typename: 'District'; name: string; nepaliName: string }>;
    rentalTerms: {
      __typename: 'RentalTerms';
      lateFeePercentPerDay: number;
      rebuyDiscountPercent: number;
      rebuyWindowDays: number;
      periods: Array<{ __typename: 'RentalPeriodTerms'; period: RentalPeriod; days: number; feePercent: number }>;
    };
  };
};

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;

export type SubscribeNewsletterMutation = {
  subscribeNewsletter: { __typename: 'NewsletterSubscription'; email: string; message: string };
};

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type CancelOrderMutation = {
  cancelOrder: {
    __typename: 'Order';
    id: string;
    status: OrderStatus;
    isCompleted: boolean;
    cancelReason: string | null;
    cancelledBy: OrderCanceller | null;
    refundDue: string | null;
  } & { ' $fragmentRefs'?: { OrderTimeline_OrderFragment: OrderTimeline_OrderFragment } };
};

export type OrderPageQueryVariables = Exact<{
  id: string | number;
}>;

export type OrderPageQuery = {
  order:
    | ({
        __typename: 'Order';
        id: string;
        shortId: string;
        isCompleted: boolean;
        status: OrderStatus;
        step: OrderStep;
        paymentMethod: PaymentMethod | null;
        notes: string | null;
        transactionId: string | null;
        cancelReason: string | null;
        cancelledBy: OrderCanceller | null;
        refundDue: string | null;
        createdAt: string;
        subtotal: string;
        shippingFee: string;
        totalAmount: string;
        shippingAddress: {
          __typename: 'OrderShippingAddress';
          fullName: string;
          addressName: string;
          addressLine1: string;
          city: string;
        } | null;
        items: Array<{
          __typename: 'OrderItem';
          id: string;
          quantity: number;
          purchaseType: PurchaseType;
          rentalPeriod: RentalPeriod | null;
          price: string;
          rentalMoney: { __typename: 'RentalMoney'; fee: string; deposit: string; refund: string } | null;
          rental: { __typename: 'Rental'; state: RentalState; digital: boolean; dueDate: string | null } | null;
          book: {
            __typename: 'Book';
            id: string;
            title: string;
            coverImage: string;
            author: { __typename: 'Author'; id: string; name: string };
          };
        }>;
      } & {
        ' $fragmentRefs'?: {
          OrderTimeline_OrderFragment: OrderTimeline_OrderFragment;
          OrderRefunds_OrderFragment: OrderRefunds_OrderFragment;
        };
      })
    | null;
};

export type OrderRefunds_OrderFragment = {
  __typename: 'Order';
  id: string;
  refunds: Array<{
    __typename: 'Refund';
    id: string;
    amount: string;
    cause: RefundCause;
    method: RefundMethod;
    wallet: PaymentMethod | null;
    state: RefundState;
    reference: string | null;
    createdAt: string;
    refundedAt: string | null;
  }>;
} & { ' $fragmentName'?: 'OrderRefunds_OrderFragment' };

export type OrderRow_OrderFragment = {
  __typename: 'Order';
  id: string;
  shortId: string;
  status: OrderStatus;
  step: OrderStep;
  cancelReason: string | null;
  createdAt: string;
  totalAmount: string;
  items: Array<{
    __typename: 'OrderItem';
    id: string;
    quantity: number;
    book: { __typename: 'Book'; id: string; title: string };
  }>;
} & { ' $fragmentName'?: 'OrderRow_OrderFragment' };

export type OrderTimeline_OrderFragment = {
  __typename: 'Order';
  id: string;
  paymentMethod: PaymentMethod | null;
  step: OrderStep;
  courier: string | null;
  trackingNumber: string | null;
  cashReceived: string | null;
  timeline: Array<{ __typename: 'OrderStepTime'; step: OrderStep; at: string }>;
} & { ' $fragmentName'?: 'OrderTimeline_OrderFragment' };

export type AccountOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type AccountOrdersQuery = {
  orders: {
    __typename: 'OrderPage';
    page: number;
    totalCount: number;
    hasNextPage: boolean;
    items: Array<
      { __typename: 'Order'; id: string } & { ' $fragmentRefs'?: { OrderRow_OrderFragment: OrderRow_OrderFragment } }
    >;
  };
};

export type AccountRentalsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type AccountRentalsQuery = {
  rentals: {
    __typename: 'RentedCopyPage';
    page: number;
    totalCount: number;
    hasNextPage: boolean;
    items: Array<{
      __typename: 'RentedCopy';
      orderId: string;
      overdue: boolean;
      book: { __typename: 'Book'; id: string; title: string; coverImage: string };
      rental: {
        __typename: 'Rental';
        id: string | null;
        state: RentalState;
        digital: boolean;
        periodDays: number;
        deposit: string;
        fee: string;
        refundOnTime: string;
        dueAt: string | null;
        dueDate: string | null;
        purchaseAt: string | null;
        endedAt: string | null;
        damaged: boolean | null;
        lateFee: string | null;
        refund: string | null;
        remindedBeforeAt: string | null;
      };
    }>;
  };
};

export type OrderSummary_OrderFragment = {
  __typename: 'Order';
  id: string;
  shortId: string;
  shippingFee: string;
  totalAmount: string;
  items: Array<{
    __typename: 'OrderItem';
    id: string;
    quantity: number;
    price: string;
    rentalMoney: { __typename: 'RentalMoney'; fee: string; deposit: string; refund: string } | null;
    book: { __typename: 'Book'; id: string; title: string };
  }>;
} & { ' $fragmentName'?: 'OrderSummary_OrderFragment' };

export type PaymentPageQueryVariables = Exact<{
  id: string | number;
}>;

export type PaymentPageQuery = {
  order:
    | ({
        __typename: 'Order';
        id: string;
        shortId: string;
        isCompleted: boolean;
        status: OrderStatus;
        step: OrderStep;
        cancelReason: string | null;
        shippingAddress: { __typename: 'OrderShippingAddress'; fullName: string; addressName: string } | null;
      } & { ' $fragmentRefs'?: { OrderSummary_OrderFragment: OrderSummary_OrderFragment } })
    | null;
};

export type CreatePaymentMutationVariables = Exact<{
  orderId: string | number;
  provider: PaymentProvider;
  idempotencyKey?: string | null | undefined;
}>;

export type CreatePaymentMutation = {
  createPayment: {
    __typename: 'Payment';
    paymentUrl: string;
    form: {
      __typename: 'PaymentForm';
      action: string;
      method: string;
      fields: Array<{ __typename: 'PaymentFormField'; name: string; value: string }>;
    } | null;
  };
};

export type VerifyPaymentMutationVariables = Exact<{
  provider: PaymentProvider;
  returnQuery: string;
}>;

export type VerifyPaymentMutation = {
  verifyPayment: {
    __typename: 'PaymentVerification';
    success: boolean;
    status: string;
    message: string;
    order:
      | ({ __typename: 'Order'; id: string; isCompleted: boolean; status: OrderStatus } & {
          ' $fragmentRefs'?: { OrderSummary_OrderFragment: OrderSummary_OrderFragment };
        })
      | null;
  };
};

export type FriendButtons_UserFragment = {
  __typename: 'UserProfile';
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  status: string;
  isVerified: boolean;
  profilePictureUrl: string | null;
  friendship: {
    __typename: 'FriendshipState';
    userId: string;
    status: FriendshipStatus;
    friendshipId: string | null;
    requestId: string | null;
  };
} & { ' $fragmentName'?: 'FriendButtons_UserFragment' };

export type ProfileAbout_UserFragment = {
  __typename: 'UserProfile';
  id: string;
  username: string;
  createdAt: string;
  dateOfBirth: string | null;
  isPrivate: boolean;
  wishlistCount: number;
  favoriteBooks: Array<{ __typename: 'Book'; id: string }>;
  favoriteGenres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  mutualFavoriteGenres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  mutualFavoriteBooks: Array<{ __typename: 'Book'; id: string; title: string; coverImage: string }>;
} & { ' $fragmentName'?: 'ProfileAbout_UserFragment' };

export type ProfileBooks_UserFragment = {
  __typename: 'UserProfile';
  id: string;
  firstName: string;
  isPrivate: boolean;
  currentlyReading:
    | ({ __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment } })
    | null;
  favoriteBooks: Array<
    { __typename: 'Book'; id: string } & { ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment } }
  >;
} & { ' $fragmentName'?: 'ProfileBooks_UserFragment' };

export type ProfileHeader_UserFragment = ({
  __typename: 'UserProfile';
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  profilePictureUrl: string | null;
  github: string;
  linkedin: string;
  instagram: string;
  bio: string;
  status: string;
  statusUpdatedAt: string | null;
  isPrivate: boolean;
  favoriteBooks: Array<{ __typename: 'Book'; id: string }>;
  favoriteGenres: Array<{ __typename: 'Genre'; id: string }>;
  currentlyReading: {
    __typename: 'Book';
    id: string;
    title: string;
    coverImage: string;
    author: { __typename: 'Author'; id: string; name: string };
  } | null;
} & { ' $fragmentRefs'?: { FriendButtons_UserFragment: FriendButtons_UserFragment } }) & {
  ' $fragmentName'?: 'ProfileHeader_UserFragment';
};

export type ProfilePageQueryVariables = Exact<{
  id: string | number;
}>;

export type ProfilePageQuery = {
  user:
    | ({
        __typename: 'UserProfile';
        id: string;
        friendship: { __typename: 'FriendshipState'; userId: string; status: FriendshipStatus };
        currentlyReading: { __typename: 'Book'; id: string } | null;
        favoriteBooks: Array<{ __typename: 'Book'; id: string }>;
      } & {
        ' $fragmentRefs'?: {
          ProfileHeader_UserFragment: ProfileHeader_UserFragment;
          ProfileAbout_UserFragment: ProfileAbout_UserFragment;
          ProfileBooks_UserFragment: ProfileBooks_UserFragment;
        };
      })
    | null;
};

export type ProfileReviewCard_ReviewFragment = {
  __typename: 'Review';
  id: string;
  rating: number;
  title: string;
  content: string;
  containsSpoiler: boolean;
  isEdited: boolean;
  createdAt: string;
  book: { __typename: 'Book'; id: string; title: string };
} & { ' $fragmentName'?: 'ProfileReviewCard_ReviewFragment' };

export type ProfileReviewsQueryVariables = Exact<{
  id: string | number;
  page: number;
}>;

export type ProfileReviewsQuery = {
  user: {
    __typename: 'UserProfile';
    id: string;
    reviews: {
      __typename: 'ReviewPage';
      totalCount: number;
      page: number;
      pageCount: number;
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      averageRating: number | null;
      items: Array<
        { __typename: 'Review'; id: string } & {
          ' $fragmentRefs'?: { ProfileReviewCard_ReviewFragment: ProfileReviewCard_ReviewFragment };
        }
      >;
    };
  } | null;
};

export type UpdateProfileTextMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateProfileTextMutation = {
  updateProfile: {
    __typename: 'UserProfile';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    profilePictureUrl: string | null;
    bio: string;
    status: string;
    statusUpdatedAt: string | null;
  };
};

export type SearchPageQueryVariables = Exact<{
  filter?: BookFilter | null | undefined;
  page?: number | null | undefined;
}>;

export type SearchPageQuery = {
  books: {
    __typename: 'BookPage';
    totalCount: number;
    totalCountIsLowerBound: boolean;
    page: number;
    pageCount: number;
    authorsCount: number;
    authorsFirst: boolean;
    didYouMean: string | null;
    authors: Array<{ __typename: 'Author'; id: string; name: string; coverImage: string }>;
    items: Array<
      { __typename: 'Book'; id: string; inCart: boolean; inStock: boolean } & {
        ' $fragmentRefs'?: { BookCard_BookFragment: BookCard_BookFragment };
      }
    >;
  };
};

export type SetReadingGoalMutationVariables = Exact<{
  calendar: ChallengeCalendar;
  year: number;
  goal: number;
}>;

export type SetReadingGoalMutation = {
  setReadingGoal: {
    __typename: 'ReadingChallenge';
    calendar: ChallengeCalendar;
    year: number;
    goal: number;
    done: number;
    toGo: number;
    percent: number;
    daysLeft: number;
  };
};

export type CreateReadingGroupMutationVariables = Exact<{
  name: string;
  description?: string | null | undefined;
  bookId?: string | number | null | undefined;
}>;

export type CreateReadingGroupMutation = {
  createReadingGroup: { __typename: 'ReadingGroup'; id: string; name: string; memberCount: number; isMember: boolean };
};

export type GroupBookSearchQueryVariables = Exact<{
  query: string;
}>;

export type GroupBookSearchQuery = {
  searchSuggestions: Array<{
    __typename: 'SearchSuggestion';
    kind: SearchSuggestionKind;
    text: string;
    book: { __typename: 'Book'; id: string; title: string } | null;
  }>;
};

export type FriendRequestRow_RequestFragment = {
  __typename: 'FriendRequest';
  id: string;
  createdAt: string;
  fromUser: {
    __typename: 'UserSummary';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    status: string;
    isVerified: boolean;
    profilePictureUrl: string | null;
  };
  toUser: {
    __typename: 'UserSummary';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    status: string;
    isVerified: boolean;
    profilePictureUrl: string | null;
  };
} & { ' $fragmentName'?: 'FriendRequestRow_RequestFragment' };

export type FriendRow_FriendshipFragment = {
  __typename: 'Friendship';
  id: string;
  since: string;
  friend: {
    __typename: 'UserSummary';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    status: string;
    isVerified: boolean;
    profilePictureUrl: string | null;
  };
} & { ' $fragmentName'?: 'FriendRow_FriendshipFragment' };

export type GroupDiscussionQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
}>;

export type GroupDiscussionQuery = {
  readingGroup: {
    __typename: 'ReadingGroupDetail';
    group: {
      __typename: 'ReadingGroup';
      id: string;
      name: string;
      description: string;
      memberCount: number;
      isMember: boolean;
      book: { __typename: 'Book'; id: string; title: string } | null;
    };
    members: Array<{
      __typename: 'GroupMember';
      joinedAt: string;
      user: {
        __typename: 'UserSummary';
        id: string;
        username: string;
        firstName: string;
        lastName: string;
        isVerified: boolean;
        profilePictureUrl: string | null;
      };
    }>;
  } | null;
  groupPosts: {
    __typename: 'GroupPostPage';
    totalCount: number;
    page: number;
    pageCount: number;
    items: Array<{
      __typename: 'GroupPost';
      id: string;
      content: string;
      containsSpoiler: boolean;
      hidden: boolean;
      createdAt: string;
      author: { __typename: 'UserSummary'; id: string; firstName: string; lastName: string };
      replies: Array<{
        __typename: 'GroupPost';
        id: string;
        content: string;
        containsSpoiler: boolean;
        hidden: boolean;
        createdAt: string;
        author: { __typename: 'UserSummary'; id: string; firstName: string; lastName: string };
      }>;
    }>;
  };
};

export type PostInReadingGroupMutationVariables = Exact<{
  groupId: string | number;
  content: string;
  containsSpoiler?: boolean | null | undefined;
  parentId?: string | number | null | undefined;
}>;

export type PostInReadingGroupMutation = { postInReadingGroup: { __typename: 'GroupPost'; id: string } };

export type SetGroupPostHiddenMutationVariables = Exact<{
  id: string | number;
  hidden: boolean;
}>;

export type SetGroupPostHiddenMutation = {
  staffSetGroupPostHidden: { __typename: 'GroupPost'; id: string; hidden: boolean };
};

export type JoinReadingGroupMutationVariables = Exact<{
  id: string | number;
}>;

export type JoinReadingGroupMutation = {
  joinReadingGroup: { __typename: 'ReadingGroup'; id: string; memberCount: number; isMember: boolean };
};

export type LeaveReadingGroupMutationVariables = Exact<{
  id: string | number;
}>;

export type LeaveReadingGroupMutation = {
  leaveReadingGroup: { __typename: 'ReadingGroup'; id: string; memberCount: number; isMember: boolean };
};

export type PeopleSearchQueryVariables = Exact<{
  query: string;
}>;

export type PeopleSearchQuery = {
  searchUsers: Array<{
    __typename: 'UserSummary';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    isVerified: boolean;
    profilePictureUrl: string | null;
  }>;
};

export type ReadingGroupCard_GroupFragment = {
  __typename: 'ReadingGroup';
  id: string;
  name: string;
  description: string;
  memberCount: number;
  isMember: boolean;
  book: { __typename: 'Book'; id: string; title: string } | null;
} & { ' $fragmentName'?: 'ReadingGroupCard_GroupFragment' };

export type SocialSuggestionsQueryVariables = Exact<{
  page: number;
}>;

export type SocialSuggestionsQuery = {
  friendSuggestions: {
    __typename: 'FriendSuggestionPage';
    page: number;
    hasNextPage: boolean;
    totalCount: number;
    items: Array<
      { __typename: 'FriendSuggestion'; id: string } & {
        ' $fragmentRefs'?: { SuggestionCard_SuggestionFragment: SuggestionCard_SuggestionFragment };
      }
    >;
  };
};

export type SocialRequestsQueryVariables = Exact<{ [key: string]: never }>;

export type SocialRequestsQuery = {
  friendRequests: {
    __typename: 'FriendRequests';
    incoming: Array<
      { __typename: 'FriendRequest'; id: string } & {
        ' $fragmentRefs'?: { FriendRequestRow_RequestFragment: FriendRequestRow_RequestFragment };
      }
    >;
    outgoing: Array<
      { __typename: 'FriendRequest'; id: string; toUser: { __typename: 'UserSummary'; id: string } } & {
        ' $fragmentRefs'?: { FriendRequestRow_RequestFragment: FriendRequestRow_RequestFragment };
      }
    >;
  };
};

export type SocialFriendsQueryVariables = Exact<{ [key: string]: never }>;

export type SocialFriendsQuery = {
  friends: Array<
    { __typename: 'Friendship'; id: string } & {
      ' $fragmentRefs'?: { FriendRow_FriendshipFragment: FriendRow_FriendshipFragment };
    }
  >;
};

export type SocialChallengeQueryVariables = Exact<{ [key: string]: never }>;

export type SocialChallengeQuery = {
  readingChallenge: {
    __typename: 'ReadingChallenge';
    calendar: ChallengeCalendar;
    year: number;
    goal: number;
    done: number;
    toGo: number;
    percent: number;
    daysLeft: number;
  } | null;
};

export type SocialStatsQueryVariables = Exact<{ [key: string]: never }>;

export type SocialStatsQuery = {
  socialStats: {
    __typename: 'SocialStats';
    activeFriends: number;
    booksReadThisYear: number;
    year: number;
    commonGenres: number;
    friends: number;
    reviewsWritten: number;
  };
};

export type SocialGroupsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type SocialGroupsQuery = {
  readingGroups: {
    __typename: 'ReadingGroupPage';
    totalCount: number;
    page: number;
    pageCount: number;
    items: Array<
      { __typename: 'ReadingGroup'; id: string } & {
        ' $fragmentRefs'?: { ReadingGroupCard_GroupFragment: ReadingGroupCard_GroupFragment };
      }
    >;
  };
};

export type SuggestionCard_SuggestionFragment = {
  __typename: 'FriendSuggestion';
  id: string;
  mutualFavoriteGenres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  user: {
    __typename: 'UserSummary';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    status: string;
    isVerified: boolean;
    profilePictureUrl: string | null;
  };
} & { ' $fragmentName'?: 'SuggestionCard_SuggestionFragment' };

export type SocialFriendRequestReceivedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type SocialFriendRequestReceivedSubscription = {
  friendRequestReceived: { __typename: 'FriendRequest'; id: string } & {
    ' $fragmentRefs'?: { FriendRequestRow_RequestFragment: FriendRequestRow_RequestFragment };
  };
};

export type SocialFriendshipChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type SocialFriendshipChangedSubscription = {
  friendshipChanged: {
    __typename: 'FriendshipChange';
    action: FriendshipAction;
    requestId: string | null;
    friendshipId: string | null;
    state: {
      __typename: 'FriendshipState';
      userId: string;
      status: FriendshipStatus;
      friendshipId: string | null;
      requestId: string | null;
    };
    friendship:
      | ({ __typename: 'Friendship'; id: string } & {
          ' $fragmentRefs'?: { FriendRow_FriendshipFragment: FriendRow_FriendshipFragment };
        })
      | null;
  };
};

export type StaffAuditQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type StaffAuditQuery = {
  staffAuditLog: {
    __typename: 'AuditEntryPage';
    totalCount: number;
    page: number;
    items: Array<{
      __typename: 'AuditEntry';
      id: string;
      actorEmail: string;
      action: string;
      entity: string;
      entityId: string;
      before: string | null;
      after: string | null;
      createdAt: string;
    }>;
  };
};

export type StaffBookFieldsFragment = {
  __typename: 'Book';
  id: string;
  title: string;
  coverImage: string;
  price: string;
  stock: number;
  hidden: boolean;
  year: number | null;
  datePublished: string | null;
  format: string;
  pages: number | null;
  isbn13: string | null;
  dimensions: string | null;
  publicationHouse: string | null;
  imprint: string | null;
  publicationCity: string | null;
  language: string;
  category: string | null;
  subcategory: string | null;
  description: string;
  file: { __typename: 'BookFile'; name: string; bytes: number } | null;
  author: { __typename: 'Author'; id: string; name: string };
  genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
} & { ' $fragmentName'?: 'StaffBookFieldsFragment' };

export type StaffBooksQueryVariables = Exact<{
  title?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type StaffBooksQuery = {
  staffBooks: {
    __typename: 'StaffBookPage';
    totalCount: number;
    items: Array<{
      __typename: 'Book';
      id: string;
      title: string;
      coverImage: string;
      price: string;
      stock: number;
      hidden: boolean;
      year: number | null;
      datePublished: string | null;
      format: string;
      pages: number | null;
      isbn13: string | null;
      dimensions: string | null;
      publicationHouse: string | null;
      imprint: string | null;
      publicationCity: string | null;
      language: string;
      category: string | null;
      subcategory: string | null;
      description: string;
      file: { __typename: 'BookFile'; name: string; bytes: number } | null;
      author: { __typename: 'Author'; id: string; name: string };
      genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
    }>;
  };
};

export type StaffBookChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type StaffBookChoicesQuery = {
  genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  authors: {
    __typename: 'AuthorPage';
    totalCount: number;
    items: Array<{ __typename: 'Author'; id: string; name: string }>;
  };
};

export type StaffCreateBookMutationVariables = Exact<{
  input: StaffBookInput;
}>;

export type StaffCreateBookMutation = {
  staffCreateBook: {
    __typename: 'Book';
    id: string;
    title: string;
    coverImage: string;
    price: string;
    stock: number;
    hidden: boolean;
    year: number | null;
    datePublished: string | null;
    format: string;
    pages: number | null;
    isbn13: string | null;
    dimensions: string | null;
    publicationHouse: string | null;
    imprint: string | null;
    publicationCity: string | null;
    language: string;
    category: string | null;
    subcategory: string | null;
    description: string;
    file: { __typename: 'BookFile'; name: string; bytes: number } | null;
    author: { __typename: 'Author'; id: string; name: string };
    genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  };
};

export type StaffUpdateBookMutationVariables = Exact<{
  id: string | number;
  input: StaffBookUpdate;
}>;

export type StaffUpdateBookMutation = {
  staffUpdateBook: {
    __typename: 'Book';
    id: string;
    title: string;
    coverImage: string;
    price: string;
    stock: number;
    hidden: boolean;
    year: number | null;
    datePublished: string | null;
    format: string;
    pages: number | null;
    isbn13: string | null;
    dimensions: string | null;
    publicationHouse: string | null;
    imprint: string | null;
    publicationCity: string | null;
    language: string;
    category: string | null;
    subcategory: string | null;
    description: string;
    file: { __typename: 'BookFile'; name: string; bytes: number } | null;
    author: { __typename: 'Author'; id: string; name: string };
    genres: Array<{ __typename: 'Genre'; id: string; name: string }>;
  };
};

export type StaffUploadCoverMutationVariables = Exact<{
  id: string | number;
  cover: string;
}>;

export type StaffUploadCoverMutation = { staffUploadCover: { __typename: 'Book'; id: string; coverImage: string } };

export type StaffAdjustStockMutationVariables = Exact<{
  id: string | number;
  change: number;
  reason: string;
}>;

export type StaffAdjustStockMutation = { staffAdjustStock: { __typename: 'Book'; id: string; stock: number } };

export type StaffHideBookMutationVariables = Exact<{
  id: string | number;
}>;

export type StaffHideBookMutation = { staffHideBook: { __typename: 'Book'; id: string; hidden: boolean } };

export type StaffShowBookMutationVariables = Exact<{
  id: string | number;
}>;

export type StaffShowBookMutation = { staffShowBook: { __typename: 'Book'; id: string; hidden: boolean } };

export type StaffCreateAuthorMutationVariables = Exact<{
  name: string;
}>;

export type StaffCreateAuthorMutation = { staffCreateAuthor: { __typename: 'Author'; id: string; name: string } };

export type StaffUpdateAuthorMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type StaffUpdateAuthorMutation = { staffUpdateAuthor: { __typename: 'Author'; id: string; name: string } };

export type StaffCreateGenreMutationVariables = Exact<{
  name: string;
}>;

export type StaffCreateGenreMutation = { staffCreateGenre: { __typename: 'Genre'; id: string; name: string } };

export type StaffUpdateGenreMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type StaffUpdateGenreMutation = { staffUpdateGenre: { __typename: 'Genre'; id: string; name: string } };

export type StaffInboxQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type StaffInboxQuery = {
  staffContactMessages: {
    __typename: 'ContactMessagePage';
    totalCount: number;
    page: number;
    items: Array<{
      __typename: 'ContactMessage';
      id: string;
      name: string;
      email: string;
      subject: string;
      message: string;
      createdAt: string;
      reply: string | null;
      repliedAt: string | null;
    }>;
  };
};

export type StaffReplyToContactMessageMutationVariables = Exact<{
  id: string | number;
  reply: string;
}>;

export type StaffReplyToContactMessageMutation = {
  staffReplyToContactMessage: {
    __typename: 'ContactMessage';
    id: string;
    reply: string | null;
    repliedAt: string | null;
  };
};

export type StaffOrdersQueryVariables = Exact<{
  step: OrderStep;
  page?: number | null | undefined;
}>;

export type StaffOrdersQuery = {
  staffOrders: {
    __typename: 'StaffOrderPage';
    totalCount: number;
    page: number;
    pageCount: number;
    stepCounts: Array<{ __typename: 'OrderStepCount'; step: OrderStep; count: number }>;
    items: Array<{
      __typename: 'StaffOrder';
      order: {
        __typename: 'Order';
        id: string;
        shortId: string;
        createdAt: string;
        totalAmount: string;
        paymentMethod: PaymentMethod | null;
        step: OrderStep;
        shippingAddress: {
          __typename: 'OrderShippingAddress';
          fullName: string;
          addressLine1: string;
          city: string;
          district: string | null;
          phone: string | null;
        } | null;
        items: Array<{
          __typename: 'OrderItem';
          id: string;
          quantity: number;
          book: { __typename: 'Book'; id: string; title: string };
        }>;
      };
      member: { __typename: 'StaffOrderMember'; id: string; email: string; firstName: string; lastName: string };
    }>;
  };
};

export type StaffOrderMovesFragment = {
  __typename: 'OrderMoves';
  moved: Array<{ __typename: 'StaffOrder'; order: { __typename: 'Order'; id: string; step: OrderStep } }>;
  refused: Array<{ __typename: 'RefusedOrderMove'; orderId: string; message: string }>;
} & { ' $fragmentName'?: 'StaffOrderMovesFragment' };

export type StaffPackOrdersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type StaffPackOrdersMutation = {
  staffPackOrders: {
    __typename: 'OrderMoves';
    moved: Array<{ __typename: 'StaffOrder'; order: { __typename: 'Order'; id: string; step: OrderStep } }>;
    refused: Array<{ __typename: 'RefusedOrderMove'; orderId: string; message: string }>;
  };
};

export type StaffShipOrdersMutationVariables = Exact<{
  shipments: Array<ShipmentInput> | ShipmentInput;
}>;

export type StaffShipOrdersMutation = {
  staffShipOrders: {
    __typename: 'OrderMoves';
    moved: Array<{ __typename: 'StaffOrder'; order: { __typename: 'Order'; id: string; step: OrderStep } }>;
    refused: Array<{ __typename: 'RefusedOrderMove'; orderId: string; message: string }>;
  };
};

export type StaffDeliverOrdersMutationVariables = Exact<{
  deliveries: Array<DeliveryInput> | DeliveryInput;
}>;

export type StaffDeliverOrdersMutation = {
  staffDeliverOrders: {
    __typename: 'OrderMoves';
    moved: Array<{ __typename: 'StaffOrder'; order: { __typename: 'Order'; id: string; step: OrderStep } }>;
    refused: Array<{ __typename: 'RefusedOrderMove'; orderId: string; message: string }>;
  };
};

export type StaffCancelOrdersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  reason: string;
}>;

export type StaffCancelOrdersMutation = {
  staffCancelOrders: {
    __typename: 'OrderMoves';
    moved: Array<{ __typename: 'StaffOrder'; order: { __typename: 'Order'; id: string; step: OrderStep } }>;
    refused: Array<{ __typename: 'RefusedOrderMove'; orderId: string; message: string }>;
  };
};

export type StaffRefundsQueryVariables = Exact<{
  state?: RefundState | null | undefined;
  page?: number | null | undefined;
}>;

export type StaffRefundsQuery = {
  staffRefunds: {
    __typename: 'StaffRefundPage';
    totalCount: number;
    page: number;
    pageCount: number;
    stateCounts: Array<{ __typename: 'RefundStateCount'; state: RefundState; count: number }>;
    items: Array<{
      __typename: 'StaffRefund';
      orderId: string;
      orderShortId: string;
      attempts: number;
      lastError: string | null;
      transactionId: string | null;
      member: { __typename: 'StaffOrderMember'; id: string; email: string; firstName: string; lastName: string };
      refund: {
        __typename: 'Refund';
        id: string;
        amount: string;
        cause: RefundCause;
        method: RefundMethod;
        wallet: PaymentMethod | null;
        state: RefundState;
        reference: string | null;
        createdAt: string;
        refundedAt: string | null;
      };
    }>;
  };
};

export type StaffRecordRefundMutationVariables = Exact<{
  id: string | number;
  reference: string;
}>;

export type StaffRecordRefundMutation = {
  staffRecordRefund: {
    __typename: 'StaffRefund';
    refund: {
      __typename: 'Refund';
      id: string;
      state: RefundState;
      reference: string | null;
      refundedAt: string | null;
    };
  };
};

export type StaffRetryRefundMutationVariables = Exact<{
  id: string | number;
}>;

export type StaffRetryRefundMutation = {
  staffRetryRefund: { __typename: 'StaffRefund'; refund: { __typename: 'Refund'; id: string; state: RefundState } };
};

export type StaffRentalsQueryVariables = Exact<{
  view: RentalView;
  page?: number | null | undefined;
}>;

export type StaffRentalsQuery = {
  staffRentals: {
    __typename: 'StaffRentedCopyPage';
    totalCount: number;
    page: number;
    pageCount: number;
    viewCounts: Array<{ __typename: 'RentalViewCount'; view: RentalView; count: number }>;
    items: Array<{
      __typename: 'StaffRentedCopy';
      member: { __typename: 'StaffOrderMember'; id: string; email: string; firstName: string; lastName: string };
      copy: {
        __typename: 'RentedCopy';
        orderId: string;
        overdue: boolean;
        book: { __typename: 'Book'; id: string; title: string };
        rental: {
          __typename: 'Rental';
          id: string | null;
          state: RentalState;
          digital: boolean;
          periodDays: number;
          deposit: string;
          fee: string;
          refundOnTime: string;
          startedAt: string | null;
          dueDate: string | null;
          purchaseAt: string | null;
          endedAt: string | null;
          damaged: boolean | null;
          lateFee: string | null;
          refund: string | null;
        };
      };
    }>;
  };
};

export type StaffReturnRentalMutationVariables = Exact<{
  id: string | number;
  damaged: boolean;
}>;

export type StaffReturnRentalMutation = {
  staffReturnRental: {
    __typename: 'StaffRentedCopy';
    copy: {
      __typename: 'RentedCopy';
      overdue: boolean;
      rental: {
        __typename: 'Rental';
        id: string | null;
        state: RentalState;
        endedAt: string | null;
        damaged: boolean | null;
        lateFee: string | null;
        refund: string | null;
      };
    };
  };
};

export type SaveLanguageMutationVariables = Exact<{
  language: Language;
}>;

export type SaveLanguageMutation = {
  updateSettings: {
    __typename: 'UserProfile';
    id: string;
    settings: { __typename: 'AccountSettings'; language: Language | null } | null;
  };
};

export type HeaderCartCountQueryVariables = Exact<{ [key: string]: never }>;

export type HeaderCartCountQuery = { cart: { __typename: 'Cart'; count: number } };

export type SignOutMutationVariables = Exact<{
  everywhere?: boolean | null | undefined;
}>;

export type SignOutMutation = { logout: boolean };

export type StoreCopy_StoreFragment = {
  __typename: 'Store';
  paymentMethods: Array<PaymentMethod>;
  maxOpenCashOnDeliveryOrders: number;
  deliveryDistricts: Array<{ __typename: 'District'; name: string; nepaliName: string }>;
  rentalTerms: {
    __typename: 'RentalTerms';
    lateFeePercentPerDay: number;
    rebuyDiscountPercent: number;
    rebuyWindowDays: number;
    periods: Array<{ __typename: 'RentalPeriodTerms'; period: RentalPeriod; days: number; feePercent: number }>;
  };
} & { ' $fragmentName'?: 'StoreCopy_StoreFragment' };

export type StoreCopyQueryVariables = Exact<{ [key: string]: never }>;

export type StoreCopyQuery = {
  store: {
    __typename: 'Store';
    paymentMethods: Array<PaymentMethod>;
    maxOpenCashOnDeliveryOrders: number;
    deliveryDistricts: Array<{ __typename: 'District'; name: string; nepaliName: string }>;
    rentalTerms: {
      __typename: 'RentalTerms';
      lateFeePercentPerDay: number;
      rebuyDiscountPercent: number;
      rebuyWindowDays: number;
      periods: Array<{ __typename: 'RentalPeriodTerms'; period: RentalPeriod; days: number; feePercent: number }>;
    };
  };
};

export type AddToCartMutationVariables = Exact<{
  bookId: string | number;
  quantity?: number | null | undefined;
}>;

export type AddToCartMutation = {
  addToCart: {
    __typename: 'CartItem';
    id: string;
    quantity: number;
    purchaseType: PurchaseType;
    book: { __typename: 'Book'; id: string; inCart: boolean; cartItem: { __typename: 'CartItem'; id: string } | null };
    cart: { __typename: 'Cart'; count: number };
  };
};

export type RemoveFromCartMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveFromCartMutation = { removeFromCart: { __typename: 'Cart'; count: number } };

export type SetFavoriteMutationVariables = Exact<{
  bookId: string | number;
  on: boolean;
}>;

export type SetFavoriteMutation = {
  addFavorite?: { __typename: 'Book'; id: string; isFavorite: boolean };
  removeFavorite?: { __typename: 'Book'; id: string; isFavorite: boolean };
};

export type SetWishlistMutationVariables = Exact<{
  bookId: string | number;
  on: boolean;
}>;

export type SetWishlistMutation = {
  addToWishlist?: { __typename: 'Book'; id: string; inWishlist: boolean };
  removeFromWishlist?: { __typename: 'Book'; id: string; inWishlist: boolean };
};

export type BookHeadQueryVariables = Exact<{
  id: string | number;
}>;

export type BookHeadQuery = {
  book: {
    __typename: 'Book';
    id: string;
    title: string;
    description: string;
    coverImage: string;
    price: string;
    stock: number;
    language: string;
    format: string;
    author: { __typename: 'Author'; id: string; name: string };
  } | null;
};

export type AuthorHeadQueryVariables = Exact<{
  id: string | number;
}>;

export type AuthorHeadQuery = {
  author: {
    __typename: 'Author';
    id: string;
    name: string;
    biography: string;
    coverImage: string;
    birthDate: string | null;
  } | null;
};

export type DrawnMemberQueryVariables = Exact<{ [key: string]: never }>;

export type DrawnMemberQuery = {
  me: {
    __typename: 'UserProfile';
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    profilePictureUrl: string | null;
  } | null;
};

export const ReviewCard_ReviewFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReviewCard_review' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Review' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isEdited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewCard_ReviewFragment, unknown>;
export const AddressCard_AddressFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressCard_address' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'district' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddressCard_AddressFragment, unknown>;
export const UnmatchedRow_RowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UnmatchedRow_row' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GoodreadsRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'author' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isbn13' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnmatchedRow_RowFragment, unknown>;
export const FavoriteCard_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavoriteCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FavoriteCard_BookFragment, unknown>;
export const WishlistRow_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WishlistRow_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WishlistRow_BookFragment, unknown>;
export const ReadingCard_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadingCard_BookFragment, unknown>;
export const ReadingChoice_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingChoice_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadingChoice_BookFragment, unknown>;
export const ShelfEntryRow_EntryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ShelfEntryRow_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShelfEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progressPercent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentReading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finishedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShelfEntryRow_EntryFragment, unknown>;
export const FriendActivityItem_ActivityFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActivityItem_activity' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendActivity' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'member' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'review' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'calendar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendActivityItem_ActivityFragment, unknown>;
export const BookActions_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookActions_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cartItem' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookActions_BookFragment, unknown>;
export const ProductDetails_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductDetails_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dimensions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationHouse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imprint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subcategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datePublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalRatings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductDetails_BookFragment, unknown>;
export const BookCard_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookCard_BookFragment, unknown>;
export const ReadNext_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadNext_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moreByAuthor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readersAlsoEnjoyed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadNext_BookFragment, unknown>;
export const RentalOptions_BookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentalOptions_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentalOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RentalOptions_BookFragment, unknown>;
export const CartLine_ItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartLine_item' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rentalPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rebuyDiscount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'until' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rental' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartLine_ItemFragment, unknown>;
export const FriendshipStateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendshipStateFieldsFragment, unknown>;
export const FriendRequestRow_RequestFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendRequestRow_RequestFragment, unknown>;
export const FriendRow_FriendshipFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendRow_FriendshipFragment, unknown>;
export const FriendLists_QueryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendLists_QueryFragment, unknown>;
export const FriendActionAnswer_QueryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActionAnswer_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
          {
            kind: 'FragmentSpread',
            name: { kind: 'Name', value: 'FriendLists_query' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendActionAnswer_QueryFragment, unknown>;
export const FavouriteAuthors_AuthorFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavouriteAuthors_author' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Author' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FavouriteAuthors_AuthorFragment, unknown>;
export const OrderRefunds_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRefunds_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refunds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cause' } },
                { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wallet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderRefunds_OrderFragment, unknown>;
export const OrderRow_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRow_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderRow_OrderFragment, unknown>;
export const OrderTimeline_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderTimeline_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashReceived' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderTimeline_OrderFragment, unknown>;
export const OrderSummary_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderSummary_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingFee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rentalMoney' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderSummary_OrderFragment, unknown>;
export const ProfileAbout_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileAbout_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPrivate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wishlistCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mutualFavoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mutualFavoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileAbout_UserFragment, unknown>;
export const ProfileBooks_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileBooks_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPrivate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentlyReading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileBooks_UserFragment, unknown>;
export const FriendButtons_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendButtons_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendship' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendButtons_UserFragment, unknown>;
export const ProfileHeader_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileHeader_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'github' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusUpdatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPrivate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentlyReading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendButtons_user' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendButtons_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendship' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileHeader_UserFragment, unknown>;
export const ProfileReviewCard_ReviewFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileReviewCard_review' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Review' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isEdited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileReviewCard_ReviewFragment, unknown>;
export const ReadingGroupCard_GroupFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingGroupCard_group' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReadingGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMember' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadingGroupCard_GroupFragment, unknown>;
export const SuggestionCard_SuggestionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SuggestionCard_suggestion' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendSuggestion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mutualFavoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SuggestionCard_SuggestionFragment, unknown>;
export const StaffBookFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffBookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datePublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isbn13' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dimensions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationHouse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imprint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subcategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffBookFieldsFragment, unknown>;
export const StaffOrderMovesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffOrderMoves' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderMoves' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffOrderMovesFragment, unknown>;
export const StoreCopy_StoreFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreCopy_store' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryDistricts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nepaliName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxOpenCashOnDeliveryOrders' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentalTerms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'periods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'feePercent' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'lateFeePercentPerDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebuyDiscountPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebuyWindowDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreCopy_StoreFragment, unknown>;
export const ShelveBookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ShelveBook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shelf' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Shelf' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shelveBook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shelf' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shelf' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progressPercent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'myShelf' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShelveBookMutation, ShelveBookMutationVariables>;
export const RemoveFromShelvesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromShelves' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeShelfEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myShelf' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromShelvesMutation, RemoveFromShelvesMutationVariables>;
export const SearchSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'highlight' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const HeaderCartChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'HeaderCartChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cartChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HeaderCartChangedSubscription, HeaderCartChangedSubscriptionVariables>;
export const OrderChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'OrderChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderTimeline_order' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderTimeline_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashReceived' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderChangedSubscription, OrderChangedSubscriptionVariables>;
export const AccountShippingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountShipping' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shippingAddresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddressCard_address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'districts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nepaliName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressCard_address' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'district' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountShippingQuery, AccountShippingQueryVariables>;
export const CreateShippingAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateShippingAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createShippingAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddressCard_address' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressCard_address' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'district' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateShippingAddressMutation, CreateShippingAddressMutationVariables>;
export const UpdateShippingAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateShippingAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddressUpdate' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateShippingAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddressCard_address' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressCard_address' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'district' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateShippingAddressMutation, UpdateShippingAddressMutationVariables>;
export const DeleteShippingAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteShippingAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteShippingAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddressCard_address' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressCard_address' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'district' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteShippingAddressMutation, DeleteShippingAddressMutationVariables>;
export const AccountImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'goodreadsUnmatched' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UnmatchedRow_row' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UnmatchedRow_row' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GoodreadsRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'author' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isbn13' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountImportQuery, AccountImportQueryVariables>;
export const ImportGoodreadsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportGoodreads' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importGoodreads' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'csv' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matched' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shelved' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewsAdded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alreadyThere' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unmatched' } },
                { kind: 'Field', name: { kind: 'Name', value: 'skipped' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportGoodreadsMutation, ImportGoodreadsMutationVariables>;
export const GoodreadsExportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GoodreadsExport' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'goodreadsExport' } }],
      },
    },
  ],
} as unknown as DocumentNode<GoodreadsExportQuery, GoodreadsExportQueryVariables>;
export const GoodreadsMatchSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GoodreadsMatchSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'books' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'title' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
                    },
                  ],
                },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'IntValue', value: '5' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GoodreadsMatchSearchQuery, GoodreadsMatchSearchQueryVariables>;
export const MatchGoodreadsRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MatchGoodreadsRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchGoodreadsRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'matched' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchGoodreadsRowMutation, MatchGoodreadsRowMutationVariables>;
export const SkipGoodreadsRowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SkipGoodreadsRow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'skipGoodreadsRow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SkipGoodreadsRowMutation, SkipGoodreadsRowMutationVariables>;
export const UpdateAccountInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAccountInfo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusUpdatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'github' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkedin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAccountInfoMutation, UpdateAccountInfoMutationVariables>;
export const AccountInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountInfo' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'github' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkedin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountInfoQuery, AccountInfoQueryVariables>;
export const UpdateProfilePictureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfilePicture' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'picture' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'profilePicture' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'picture' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfilePictureMutation, UpdateProfilePictureMutationVariables>;
export const AccountLibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountLibrary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'library' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'access' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'since' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaType' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountLibraryQuery, AccountLibraryQueryVariables>;
export const LibraryDownloadLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LibraryDownloadLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'libraryDownloadLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LibraryDownloadLinkMutation, LibraryDownloadLinkMutationVariables>;
export const AccountFavoritesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountFavorites' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favorites' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FavoriteCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentlyReading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavoriteCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountFavoritesQuery, AccountFavoritesQueryVariables>;
export const RemoveAccountFavoriteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveAccountFavorite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFavorite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveAccountFavoriteMutation, RemoveAccountFavoriteMutationVariables>;
export const AccountWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountWishlist' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wishlist' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WishlistRow_book' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WishlistRow_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountWishlistQuery, AccountWishlistQueryVariables>;
export const RemoveFromAccountWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromAccountWishlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFromWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromAccountWishlistMutation, RemoveFromAccountWishlistMutationVariables>;
export const MoveWishlistBookToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveWishlistBookToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'quantity' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'cartItem' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveWishlistBookToCartMutation, MoveWishlistBookToCartMutationVariables>;
export const ReadingSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReadingSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'books' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'title' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
                    },
                  ],
                },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'IntValue', value: '6' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingChoice_book' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingChoice_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadingSearchQuery, ReadingSearchQueryVariables>;
export const AccountReadingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountReading' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentlyReading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingCard_book' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'favoriteBooks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingChoice_book' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingChoice_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountReadingQuery, AccountReadingQueryVariables>;
export const SetCurrentlyReadingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCurrentlyReading' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'currentlyReadingId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentlyReading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingCard_book' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCurrentlyReadingMutation, SetCurrentlyReadingMutationVariables>;
export const AccountSettingsScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountSettingsScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'favoriteGenres' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountSettingsScreenQuery, AccountSettingsScreenQueryVariables>;
export const SaveFavoriteGenresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveFavoriteGenres' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'favoriteGenreIds' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'favoriteGenres' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveFavoriteGenresMutation, SaveFavoriteGenresMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AccountNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountNotifications' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'emailNotifications' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'privacy' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountNotificationsQuery, AccountNotificationsQueryVariables>;
export const AccountPrivacyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountPrivacy' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'emailNotifications' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'privacy' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountPrivacyQuery, AccountPrivacyQueryVariables>;
export const UpdateSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'emailNotifications' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'privacy' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const UpdateReadingProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateReadingProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateReadingProgress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'percent' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'percent' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progressPercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateReadingProgressMutation, UpdateReadingProgressMutationVariables>;
export const FinishReadingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FinishReading' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'finishReading' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progressPercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FinishReadingMutation, FinishReadingMutationVariables>;
export const AccountShelvesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountShelves' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shelf' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Shelf' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShelfOrder' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelves' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shelf' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shelf' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'order' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shelfCounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ShelfEntryRow_entry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ShelfEntryRow_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShelfEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progressPercent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentReading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finishedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountShelvesQuery, AccountShelvesQueryVariables>;
export const FriendsActivityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FriendsActivity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendsActivity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActivityItem_activity' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActivityItem_activity' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendActivity' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'member' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'review' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'calendar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendsActivityQuery, FriendsActivityQueryVariables>;
export const FriendActivityLiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'FriendActivityLive' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendActivity' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActivityItem_activity' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActivityItem_activity' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendActivity' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'member' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'review' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'calendar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendActivityLiveSubscription, FriendActivityLiveSubscriptionVariables>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'settings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'language' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const AuthorPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuthorPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '1' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'biography' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'books' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthorPageQuery, AuthorPageQueryVariables>;
export const BookPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reviewsPage' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRatings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ratingBreakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookActions_book' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RentalOptions_book' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductDetails_book' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadNext_book' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myReview' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ReviewCard_review' },
                        directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviews' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'reviewsPage' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ReviewCard_review' },
                              directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookActions_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cartItem' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentalOptions_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentalOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductDetails_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dimensions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationHouse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imprint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subcategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datePublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalRatings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadNext_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moreByAuthor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readersAlsoEnjoyed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReviewCard_review' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Review' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isEdited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookPageQuery, BookPageQueryVariables>;
export const CreateReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReviewInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalRatings' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateReviewMutation, CreateReviewMutationVariables>;
export const UpdateReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReviewInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isEdited' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateReviewMutation, UpdateReviewMutationVariables>;
export const DeleteReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRatings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myReview' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteReviewMutation, DeleteReviewMutationVariables>;
export const CartPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CartPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'shippingFee' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rebuyDiscount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'until' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'book' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'rentalOptions' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartLine_item' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartLine_item' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rentalPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rebuyDiscount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'until' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rental' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartPageQuery, CartPageQueryVariables>;
export const UpdateCartItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCartItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rentalPeriod' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RentalPeriod' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCartItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purchaseType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rentalPeriod' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rentalPeriod' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rentalPeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rebuyDiscount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'until' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rental' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const RemoveCartLineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCartLine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFromCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCartLineMutation, RemoveCartLineMutationVariables>;
export const CatalogPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BookFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'books' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCountIsLowerBound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'booksCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogPageQuery, CatalogPageQueryVariables>;
export const CheckoutPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckoutPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rentalDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rental' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'book' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shippingAddresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'district' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'districts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nepaliName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverable' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'shippingFee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentMethods' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutPageQuery, CheckoutPageQueryVariables>;
export const PlaceOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'itemIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shippingAddressId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'paymentMethod' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethod' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notes' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'itemIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'itemIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shippingAddressId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shippingAddressId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'paymentMethod' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'paymentMethod' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const SendContactMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendContactMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactMessageInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendContactMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const SendFriendRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendFriendRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendFriendRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'query' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActionAnswer_query' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActionAnswer_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
          {
            kind: 'FragmentSpread',
            name: { kind: 'Name', value: 'FriendLists_query' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendFriendRequestMutation, SendFriendRequestMutationVariables>;
export const AcceptFriendRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptFriendRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptFriendRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'query' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActionAnswer_query' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActionAnswer_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
          {
            kind: 'FragmentSpread',
            name: { kind: 'Name', value: 'FriendLists_query' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptFriendRequestMutation, AcceptFriendRequestMutationVariables>;
export const RejectFriendRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RejectFriendRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rejectFriendRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'query' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActionAnswer_query' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActionAnswer_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
          {
            kind: 'FragmentSpread',
            name: { kind: 'Name', value: 'FriendLists_query' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RejectFriendRequestMutation, RejectFriendRequestMutationVariables>;
export const CancelFriendRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelFriendRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelFriendRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'query' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActionAnswer_query' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActionAnswer_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
          {
            kind: 'FragmentSpread',
            name: { kind: 'Name', value: 'FriendLists_query' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelFriendRequestMutation, CancelFriendRequestMutationVariables>;
export const UnfriendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Unfriend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'friendshipId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unfriend' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'friendshipId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'friendshipId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'query' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendActionAnswer_query' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendLists_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendActionAnswer_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
          {
            kind: 'FragmentSpread',
            name: { kind: 'Name', value: 'FriendLists_query' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnfriendMutation, UnfriendMutationVariables>;
export const FriendshipStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FriendshipStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendshipStateFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendshipStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendshipState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FriendshipStatusQuery, FriendshipStatusQueryVariables>;
export const HomePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomePage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'featuredBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readerHome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'favouriteAuthorsAreSample' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'favouriteAuthors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FavouriteAuthors_author' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lastRead' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'becauseYouRead' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quoteOfTheDay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StoreCopy_store' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavouriteAuthors_author' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Author' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreCopy_store' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryDistricts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nepaliName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxOpenCashOnDeliveryOrders' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentalTerms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'periods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'feePercent' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'lateFeePercentPerDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebuyDiscountPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebuyWindowDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const SubscribeNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribeNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribeNewsletter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const CancelOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderTimeline_order' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderTimeline_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashReceived' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const OrderPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderTimeline_order' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderRefunds_order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingFee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shippingAddress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rentalPeriod' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rentalMoney' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rental' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'digital' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'book' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'author' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderTimeline_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashReceived' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRefunds_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refunds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cause' } },
                { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wallet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderPageQuery, OrderPageQueryVariables>;
export const AccountOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '1' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderRow_order' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRow_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountRentalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountRentals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '1' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentals' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'book' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rental' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'digital' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'periodDays' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refundOnTime' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dueAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'purchaseAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'damaged' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lateFee' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'remindedBeforeAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountRentalsQuery, AccountRentalsQueryVariables>;
export const PaymentPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shippingAddress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressName' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderSummary_order' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderSummary_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingFee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rentalMoney' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentPageQuery, PaymentPageQueryVariables>;
export const CreatePaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentProvider' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'provider' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'form' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'fields' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePaymentMutation, CreatePaymentMutationVariables>;
export const VerifyPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentProvider' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnQuery' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'provider' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'returnQuery' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'returnQuery' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isCompleted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderSummary_order' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderSummary_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingFee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rentalMoney' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyPaymentMutation, VerifyPaymentMutationVariables>;
export const ProfilePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfilePage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'friendship' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentlyReading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'favoriteBooks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileHeader_user' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileAbout_user' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileBooks_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendButtons_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendship' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileHeader_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'github' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusUpdatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPrivate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentlyReading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendButtons_user' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileAbout_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPrivate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wishlistCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mutualFavoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mutualFavoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileBooks_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPrivate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentlyReading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteBooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const ProfileReviewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileReviews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviews' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPreviousPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileReviewCard_review' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileReviewCard_review' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Review' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isEdited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileReviewsQuery, ProfileReviewsQueryVariables>;
export const UpdateProfileTextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfileText' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusUpdatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileTextMutation, UpdateProfileTextMutationVariables>;
export const SearchPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BookFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'books' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCountIsLowerBound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'authorsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'authorsFirst' } },
                { kind: 'Field', name: { kind: 'Name', value: 'didYouMean' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'authors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookCard_book' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookCard_book' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBestSeller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myShelf' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shelf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const SetReadingGoalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetReadingGoal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'calendar' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChallengeCalendar' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'year' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'goal' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setReadingGoal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'calendar' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'calendar' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'year' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'year' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'goal' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'goal' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'calendar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'done' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toGo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'daysLeft' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetReadingGoalMutation, SetReadingGoalMutationVariables>;
export const CreateReadingGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateReadingGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createReadingGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isMember' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateReadingGroupMutation, CreateReadingGroupMutationVariables>;
export const GroupBookSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GroupBookSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GroupBookSearchQuery, GroupBookSearchQueryVariables>;
export const GroupDiscussionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GroupDiscussion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '1' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readingGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'group' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isMember' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'book' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'members' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'user' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'groupPosts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groupId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'replies' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'containsSpoiler' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'author' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GroupDiscussionQuery, GroupDiscussionQueryVariables>;
export const PostInReadingGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PostInReadingGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groupId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'content' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'containsSpoiler' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'postInReadingGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groupId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groupId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'content' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'content' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'containsSpoiler' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'containsSpoiler' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostInReadingGroupMutation, PostInReadingGroupMutationVariables>;
export const SetGroupPostHiddenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetGroupPostHidden' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hidden' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffSetGroupPostHidden' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hidden' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hidden' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetGroupPostHiddenMutation, SetGroupPostHiddenMutationVariables>;
export const JoinReadingGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'JoinReadingGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'joinReadingGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isMember' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JoinReadingGroupMutation, JoinReadingGroupMutationVariables>;
export const LeaveReadingGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LeaveReadingGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveReadingGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isMember' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveReadingGroupMutation, LeaveReadingGroupMutationVariables>;
export const PeopleSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PeopleSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeopleSearchQuery, PeopleSearchQueryVariables>;
export const SocialSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SocialSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SuggestionCard_suggestion' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SuggestionCard_suggestion' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendSuggestion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mutualFavoriteGenres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialSuggestionsQuery, SocialSuggestionsQueryVariables>;
export const SocialRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SocialRequests' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'incoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outgoing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'toUser' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialRequestsQuery, SocialRequestsQueryVariables>;
export const SocialFriendsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SocialFriends' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialFriendsQuery, SocialFriendsQueryVariables>;
export const SocialChallengeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SocialChallenge' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readingChallenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'calendar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'done' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toGo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'daysLeft' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialChallengeQuery, SocialChallengeQueryVariables>;
export const SocialStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SocialStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'socialStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'activeFriends' } },
                { kind: 'Field', name: { kind: 'Name', value: 'booksReadThisYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'commonGenres' } },
                { kind: 'Field', name: { kind: 'Name', value: 'friends' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewsWritten' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialStatsQuery, SocialStatsQueryVariables>;
export const SocialGroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SocialGroups' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '1' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readingGroups' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReadingGroupCard_group' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReadingGroupCard_group' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReadingGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMember' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialGroupsQuery, SocialGroupsQueryVariables>;
export const SocialFriendRequestReceivedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'SocialFriendRequestReceived' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendRequestReceived' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRequestRow_request' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRequestRow_request' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FriendRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fromUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialFriendRequestReceivedSubscription, SocialFriendRequestReceivedSubscriptionVariables>;
export const SocialFriendshipChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'SocialFriendshipChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friendshipChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'state' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'friendshipId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'friendship' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FriendRow_friendship' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FriendRow_friendship' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Friendship' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friend' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SocialFriendshipChangedSubscription, SocialFriendshipChangedSubscriptionVariables>;
export const StaffAuditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffAudit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffAuditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'after' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAuditQuery, StaffAuditQueryVariables>;
export const StaffBooksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffBooks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffBooks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StaffBookFields' },
                        directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffBookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datePublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isbn13' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dimensions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationHouse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imprint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subcategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffBooksQuery, StaffBooksQueryVariables>;
export const StaffBookChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffBookChoices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'authors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffBookChoicesQuery, StaffBookChoicesQueryVariables>;
export const StaffCreateBookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffCreateBook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffBookInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCreateBook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StaffBookFields' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffBookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datePublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isbn13' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dimensions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationHouse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imprint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subcategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffCreateBookMutation, StaffCreateBookMutationVariables>;
export const StaffUpdateBookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffUpdateBook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffBookUpdate' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffUpdateBook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StaffBookFields' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffBookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Book' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datePublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isbn13' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dimensions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationHouse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imprint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subcategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffUpdateBookMutation, StaffUpdateBookMutationVariables>;
export const StaffUploadCoverDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffUploadCover' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cover' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffUploadCover' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cover' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cover' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffUploadCoverMutation, StaffUploadCoverMutationVariables>;
export const StaffAdjustStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAdjustStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'change' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffAdjustStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'change' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'change' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAdjustStockMutation, StaffAdjustStockMutationVariables>;
export const StaffHideBookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffHideBook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffHideBook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffHideBookMutation, StaffHideBookMutationVariables>;
export const StaffShowBookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffShowBook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffShowBook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffShowBookMutation, StaffShowBookMutationVariables>;
export const StaffCreateAuthorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffCreateAuthor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCreateAuthor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'name' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffCreateAuthorMutation, StaffCreateAuthorMutationVariables>;
export const StaffUpdateAuthorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffUpdateAuthor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffUpdateAuthor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'name' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffUpdateAuthorMutation, StaffUpdateAuthorMutationVariables>;
export const StaffCreateGenreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffCreateGenre' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCreateGenre' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffCreateGenreMutation, StaffCreateGenreMutationVariables>;
export const StaffUpdateGenreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffUpdateGenre' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffUpdateGenre' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffUpdateGenreMutation, StaffUpdateGenreMutationVariables>;
export const StaffInboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffInbox' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffContactMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reply' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'repliedAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffInboxQuery, StaffInboxQueryVariables>;
export const StaffReplyToContactMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffReplyToContactMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reply' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffReplyToContactMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reply' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reply' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reply' } },
                { kind: 'Field', name: { kind: 'Name', value: 'repliedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffReplyToContactMessageMutation, StaffReplyToContactMessageMutationVariables>;
export const StaffOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderStep' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'step' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stepCounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'order' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'shortId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'shippingAddress' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'addressLine1' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'district' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'book' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'member' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffOrdersQuery, StaffOrdersQueryVariables>;
export const StaffPackOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffPackOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffPackOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StaffOrderMoves' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffOrderMoves' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderMoves' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffPackOrdersMutation, StaffPackOrdersMutationVariables>;
export const StaffShipOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffShipOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shipments' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShipmentInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffShipOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shipments' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shipments' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StaffOrderMoves' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffOrderMoves' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderMoves' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffShipOrdersMutation, StaffShipOrdersMutationVariables>;
export const StaffDeliverOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffDeliverOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deliveries' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeliveryInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffDeliverOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deliveries' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deliveries' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StaffOrderMoves' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffOrderMoves' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderMoves' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffDeliverOrdersMutation, StaffDeliverOrdersMutationVariables>;
export const StaffCancelOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffCancelOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCancelOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StaffOrderMoves' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffOrderMoves' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderMoves' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffCancelOrdersMutation, StaffCancelOrdersMutationVariables>;
export const StaffRefundsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffRefunds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RefundState' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffRefunds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stateCounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderShortId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'member' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'refund' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'cause' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'wallet' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffRefundsQuery, StaffRefundsQueryVariables>;
export const StaffRecordRefundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffRecordRefund' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffRecordRefund' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reference' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'refund' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffRecordRefundMutation, StaffRecordRefundMutationVariables>;
export const StaffRetryRefundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffRetryRefund' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffRetryRefund' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'refund' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffRetryRefundMutation, StaffRetryRefundMutationVariables>;
export const StaffRentalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffRentals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'view' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RentalView' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffRentals' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'view' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'view' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewCounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'member' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'copy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'book' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'rental' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'digital' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'periodDays' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'refundOnTime' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'purchaseAt' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'damaged' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lateFee' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffRentalsQuery, StaffRentalsQueryVariables>;
export const StaffReturnRentalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffReturnRental' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'damaged' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffReturnRental' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'damaged' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'damaged' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'copy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rental' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'damaged' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lateFee' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffReturnRentalMutation, StaffReturnRentalMutationVariables>;
export const SaveLanguageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveLanguage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Language' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'language' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'language' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveLanguageMutation, SaveLanguageMutationVariables>;
export const HeaderCartCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HeaderCartCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HeaderCartCountQuery, HeaderCartCountQueryVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'everywhere' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'everywhere' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'everywhere' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const StoreCopyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreCopy' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'StoreCopy_store' },
                  directives: [{ kind: 'Directive', name: { kind: 'Name', value: 'unmask' } }],
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreCopy_store' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryDistricts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nepaliName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxOpenCashOnDeliveryOrders' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentalTerms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'periods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'feePercent' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'lateFeePercentPerDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebuyDiscountPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebuyWindowDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreCopyQuery, StoreCopyQueryVariables>;
export const AddToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'book' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inCart' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'cartItem' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const RemoveFromCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFromCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const SetFavoriteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetFavorite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addFavorite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFavorite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetFavoriteMutation, SetFavoriteMutationVariables>;
export const SetWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetWishlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addToWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFromWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookId' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetWishlistMutation, SetWishlistMutationVariables>;
export const BookHeadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookHead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'book' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookHeadQuery, BookHeadQueryVariables>;
export const AuthorHeadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuthorHead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'biography' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverImage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthorHeadQuery, AuthorHeadQueryVariables>;
export const DrawnMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DrawnMember' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePictureUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DrawnMemberQuery, DrawnMemberQueryVariables>;
