import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, it } from 'vitest';
import { describeEachTarget } from './helpers.js';

/** Every call of SPEC §7 and every addition docs/rest.md lists, as [method, path]. */
const ENDPOINTS: [string, string][] = [
  ['get', '/api/books/'],
  ['get', '/api/books/new'],
  ['get', '/api/books/genres/'],
  ['get', '/api/books/{id}/'],
  ['get', '/api/authors/'],
  ['get', '/api/authors/{id}/'],
  ['get', '/api/authors/{id}/books/'],
  ['get', '/api/authors/books/'],
  ['post', '/api/users/register/'],
  ['post', '/api/users/login/'],
  ['get', '/api/users/profile/'],
  ['patch', '/api/users/profile/'],
  ['get', '/api/users/{id}/'],
  ['get', '/api/users/search'],
  ['post', '/api/users/change-password/'],
  ['post', '/api/users/logout/'],
  ['post', '/api/users/logout/everywhere/'],
  ['post', '/api/users/password-reset/'],
  ['post', '/api/users/password-reset/confirm/'],
  ['get', '/api/users/settings/'],
  ['patch', '/api/users/settings/'],
  ['get', '/api/cart/{bookId}/check'],
  ['get', '/api/cart/'],
  ['post', '/api/cart/{bookId}/add'],
  ['put', '/api/cart/{itemId}/edit'],
  ['delete', '/api/cart/{cartItemId}/remove'],
  ['get', '/api/users/favorites/'],
  ['post', '/api/users/favorites/add/'],
  ['delete', '/api/users/favorites/remove/'],
  ['get', '/api/wishlist/'],
  ['post', '/api/wishlist/books/{id}/add'],
  ['delete', '/api/wishlist/books/{id}/remove'],
  ['get', '/api/books/{id}/reviews/'],
  ['get', '/api/books/{id}/has-reviewed/'],
  ['post', '/api/books/{id}/review/'],
  ['put', '/api/reviews/{id}/'],
  ['delete', '/api/reviews/{id}/'],
  ['get', '/api/users/{id}/reviews/'],
  ['get', '/api/books/reviews/'],
  ['get', '/api/books/read-next/'],
  ['get', '/api/search/suggestions/'],
  ['get', '/api/books/has-reviewed/'],
  ['get', '/api/users/book-states/'],
  ['post', '/api/newsletter/subscribe'],
  ['post', '/api/contact/'],
  ['get', '/api/shipping/addresses/'],
  ['post', '/api/shipping/addresses/'],
  ['put', '/api/shipping/addresses/{id}/'],
  ['delete', '/api/shipping/addresses/{id}/'],
  ['post', '/api/order/create-order/'],
  ['get', '/api/library/'],
  ['post', '/api/library/{bookId}/link/'],
  ['get', '/api/library/download/{token}'],
  ['get', '/api/order/{id}/'],
  ['get', '/api/order/'],
  ['post', '/api/payments/create-payment/'],
  ['get', '/api/payments/verify-khalti/'],
  ['post', '/api/payments/initiate-esewa/'],
  ['get', '/api/payments/verify-esewa/'],
  ['get', '/api/users/friend-recommendations/'],
  ['get', '/api/social/friends/'],
  ['get', '/api/social/friends/requests/'],
  ['post', '/api/social/friends/{userId}/request/'],
  ['post', '/api/social/friends/requests/{id}/cancel/'],
  ['post', '/api/social/friends/requests/{id}/accept/'],
  ['post', '/api/social/friends/requests/{id}/reject/'],
  ['delete', '/api/social/friends/{friendshipId}/unfriend/'],
  ['get', '/api/social/friends/{userId}/status/'],
  ['post', '/api/staff/books/'],
  ['get', '/api/staff/books/{id}/'],
  ['put', '/api/staff/books/{id}/'],
  ['delete', '/api/staff/books/{id}/'],
  ['post', '/api/staff/books/{id}/stock/'],
  ['post', '/api/staff/books/{id}/hide/'],
  ['post', '/api/staff/books/{id}/show/'],
  ['post', '/api/staff/books/{id}/file/'],
  ['post', '/api/staff/authors/'],
  ['put', '/api/staff/authors/{id}/'],
  ['post', '/api/staff/genres/'],
  ['put', '/api/staff/genres/{id}/'],
  ['get', '/api/staff/audit/'],
  ['get', '/api/staff/refunds/'],
  ['post', '/api/staff/refunds/{id}/record/'],
  ['post', '/api/staff/refunds/{id}/retry/'],
  ['get', '/api/store/'],
  ['get', '/api/rentals/'],
  ['get', '/api/reading/shelves/'],
  ['get', '/api/reading/shelves/books/'],
  ['post', '/api/reading/shelves/'],
  ['patch', '/api/reading/shelves/{id}/'],
  ['delete', '/api/reading/shelves/{id}/'],
  ['post', '/api/reading/shelves/{id}/progress/'],
  ['get', '/api/reading/challenge/'],
  ['put', '/api/reading/challenge/'],
  ['delete', '/api/reading/challenge/'],
  ['get', '/api/social/stats/'],
  ['get', '/api/reading-groups/'],
  ['post', '/api/reading-groups/'],
  ['get', '/api/reading-groups/{id}/'],
  ['post', '/api/reading-groups/{id}/join/'],
  ['post', '/api/reading-groups/{id}/leave/'],
  ['get', '/api/reading-groups/{id}/posts/'],
  ['post', '/api/reading-groups/{id}/posts/'],
  ['put', '/api/staff/group-posts/{id}/hidden/'],
  ['get', '/api/staff/rentals/'],
  ['post', '/api/staff/rentals/{id}/return/'],
];

/** Public calls; every other endpoint must declare the bearer scheme. */
const PUBLIC = new Set([
  'get /api/books/',
  'get /api/books/new',
  'get /api/books/genres/',
  'get /api/books/{id}/',
  'get /api/authors/',
  'get /api/authors/{id}/',
  'get /api/authors/{id}/books/',
  'get /api/authors/books/',
  'post /api/users/register/',
  'post /api/users/login/',
  'get /api/users/{id}/',
  'post /api/users/password-reset/',
  'post /api/users/password-reset/confirm/',
  'get /api/books/{id}/reviews/',
  'get /api/users/{id}/reviews/',
  'get /api/books/reviews/',
  'get /api/books/read-next/',
  'get /api/search/suggestions/',
  'post /api/newsletter/subscribe',
  'post /api/contact/',
  'get /api/store/',
]);

describeEachTarget('OpenAPI document', (api) => {
  it('is a valid OpenAPI 3 document describing every endpoint, with the bearer scheme where a member is needed', async () => {
    const { status, body } = await api.get('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    await SwaggerParser.validate(structuredClone(body));
    const paths = body.paths as Record<string, Record<string, { summary?: string; security?: unknown }>>;
    // /cart and /cart/ are one route (trailing slashes are ignored); accept either spelling.
    const lookup = (path: string) => paths[path] ?? paths[path.replace(/\/$/, '')];
    const missing = ENDPOINTS.filter(([method, path]) => !lookup(path)?.[method]).map((e) => e.join(' '));
    expect(missing).toEqual([]);
    for (const [method, path] of ENDPOINTS) {
      const op = lookup(path)![method]!;
      expect(op.summary, `${method} ${path} has a summary`).toBeTruthy();
      if (!PUBLIC.has(`${method} ${path}`)) expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('types every answer: each operation has a 2xx response with a schema and the error envelope', async () => {
    const body = (await api.get('/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
      >;
    };
    const untyped: string[] = [];
    const withoutErrors: string[] = [];
    for (const [path, operations] of Object.entries(body.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        const typed = (code: string) => Object.values(responses[code]?.content ?? {}).some((c) => c.schema);
        const codes = Object.keys(responses);
        if (!codes.some((code) => /^2/.test(code) && typed(code))) untyped.push(`${method} ${path}`);
        if (!codes.some((code) => /^[45]/.test(code) && typed(code))) withoutErrors.push(`${method} ${path}`);
      }
    }
    expect(untyped).toEqual([]);
    expect(withoutErrors).toEqual([]);
    // Every error answer is the one envelope: `{ success: false, message }`.
    const error = body.paths['/api/books/{id}/']!.get!.responses['4XX']!.content!['application/json']!.schema;
    expect(error).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['success', 'message']),
      properties: { success: { enum: [false] }, message: { type: 'string' } },
    });
  });

  it('answers what it documents: a 404 is the error envelope', async () => {
    const { status, body } = await api.get('/books/999999/');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Book not found' });
  });

  it('documents the Idempotency-Key header of the two writes that cost money', async () => {
    const paths = (await api.get('/openapi.json')).body.paths;
    for (const path of ['/api/order/create-order/', '/api/payments/create-payment/', '/api/payments/initiate-esewa/']) {
      const parameters = (paths[path] ?? paths[path.replace(/\/$/, '')]).post.parameters as {
        in: string;
        name: string;
      }[];
      expect(parameters, path).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    }
  });
});
