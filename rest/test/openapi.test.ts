import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, it } from 'vitest';
import { describeEachTarget } from './helpers.js';

describeEachTarget('OpenAPI document', (api) => {
  it('is a valid OpenAPI 3 document covering the catalog and account endpoints', async () => {
    const { status, body } = await api.get('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    await SwaggerParser.validate(structuredClone(body));
    const paths = Object.keys(body.paths);
    for (const p of [
      '/api/books/',
      '/api/books/new',
      '/api/books/genres/',
      '/api/books/{id}/',
      '/api/authors/',
      '/api/authors/{id}/',
      '/api/authors/{id}/books/',
      '/api/users/register/',
      '/api/users/login/',
      '/api/users/profile/',
      '/api/users/{id}/',
      '/api/users/search',
      '/api/users/change-password/',
      '/api/users/password-reset/',
      '/api/users/password-reset/confirm/',
      '/api/users/settings/',
    ]) {
      expect(paths).toContain(p);
    }
    expect(body.paths['/api/users/profile/'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
