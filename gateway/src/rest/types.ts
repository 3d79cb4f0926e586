/** The REST service's JSON, as SPEC §7 and the README document it (snake_case on the wire). */
export interface RestGenre {
  id: number;
  name: string;
}

export interface RestBook {
  id: number;
  title: string;
  author: { id: number; name: string };
  cover_image: string;
  price: string;
  rating: number;
  total_ratings: number;
  reviews_count: number;
  year: number | null;
  date_published: string | null;
  format: string;
  pages: number | null;
  dimensions: string | null;
  publication_house: string | null;
  imprint: string | null;
  publication_city: string | null;
  language: string;
  category: string | null;
  subcategory: string | null;
  description: string;
  genres: RestGenre[];
  sales_count: number;
  stock: number;
}

/** A book as some lists carry it (profile reviews, mutual books): only these fields are certain. */
export type RestBookRef = Pick<RestBook, 'id' | 'title' | 'cover_image'> & Partial<RestBook>;

export interface RestAuthor {
  id: number;
  name: string;
  cover_image?: string;
  birth_date?: string | null;
  email?: string | null;
  biography?: string;
}

export interface RestPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T;
}

export interface RestCartLine {
  id: number;
  book: RestBook;
  quantity: number;
  purchase_type: 'buy' | 'rent';
  rental_period_id: number | null;
  unit_price: string;
  line_total: string;
}

export interface RestCart {
  lines: RestCartLine[];
  count: number;
  subtotal: string;
}

export interface RestWishlistItem {
  id: number;
  book: RestBook;
  added_at: string;
}

export interface RestAddress {
  id: number;
  address_name: string;
  full_name: string;
  address_line1: string;
  city: string;
  is_default: boolean;
}

export interface RestOrderItem {
  id: number;
  book: RestBook;
  quantity: number;
  purchase_type: 'buy' | 'rent';
  rental_period_id: number | null;
  price: string;
  line_total: string;
}

export interface RestOrder {
  order_id: string;
  total_amount: string;
  subtotal: string;
  shipping_fee: string;
  is_completed: boolean;
  /** 'Pending', 'Completed' or 'Cancelled'; a REST without it knows only is_completed. */
  status?: string;
  created_at: string;
  completed_at: string | null;
  /** Why an unpaid order was cancelled ('Not paid within 30 minutes'). */
  cancel_reason?: string | null;
  /** Money a payment took for this order that bought nothing, owed back. */
  refund_due?: string | null;
  shipping_address: { full_name: string; address_name: string; address_line1: string; city: string };
  items: RestOrderItem[];
}

export interface RestMember {
  id: number;
  username: string;
  first_name?: string;
  last_name?: string;
  status?: string;
  is_verified?: boolean;
  profile_picture?: string | null;
  profile_picture_url?: string | null;
}

export interface RestReview {
  id: number;
  /** '1'–'5' on a book's list; a number on a profile's list. */
  rating: string | number;
  title: string;
  content: string;
  contains_spoiler: boolean;
  created_at: string;
  updated_at: string;
  book_id?: number;
  user?: RestMember;
  book?: RestBookRef;
}

export interface RestProfile extends RestMember {
  email: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
  date_of_birth: string | null;
  bio: string;
  status: string;
  status_updated_at: string | null;
  github: string;
  linkedin: string;
  instagram: string;
  currently_reading: RestBook | null;
  favorite_books: RestBook[];
  favorite_genres: RestGenre[];
  wishlist_items: unknown[];
  /** True when the owner's privacy hides the private parts from this viewer (older services: absent). */
  is_private?: boolean;
  mutual_favorite_genres: RestGenre[];
  mutual_favorite_books: RestBookRef[];
  /** Only on the member's own profile (our REST service sends it; another may not). */
  settings?: RestSettings;
}

/** GET and PATCH /users/settings/ (an addition; SPEC §3's defaults: notifications on, public). */
export interface RestSettings {
  email_notifications: boolean;
  privacy: string;
}

export interface RestFriendRequest {
  id: number;
  from_user: RestMember;
  to_user: RestMember;
  created_at: string;
  /** Set by the gateway when sending accepted the other member's request instead. */
  accepted?: boolean;
}

export interface RestFriend {
  id: number;
  friendship_id: number;
  user_id: number;
  user: RestMember;
  since: string;
}

export interface RestSuggestion {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  /** The member's status line ('' when none). */
  status?: string;
  profile_picture_url: string | null;
  is_verified: boolean;
  mutual_favorite_genres: RestGenre[];
}

export interface RestFriendshipStatus {
  userId: number;
  status: 'none' | 'pending' | 'received' | 'friends' | 'self';
  friendship_id: number | null;
  request_id: number | null;
}

/** Page models the gateway builds from DRF-style REST pages. */
export interface BookPageModel {
  books: RestBook[];
  count: number;
  countIsLowerBound: boolean;
  page: number;
  pageSize: number;
}

export interface ReviewPageModel {
  reviews: RestReview[];
  count: number;
  page: number;
  pageSize: number;
  averageRating: number | null;
}

export interface SuggestionPageModel {
  suggestions: RestSuggestion[];
  count: number;
  page: number;
  hasNext: boolean;
}

export interface PaymentVerificationModel {
  success: boolean;
  status: string;
  message: string;
  orderId: string | null;
}
