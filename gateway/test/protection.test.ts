/**
 * What keeps one client from hurting every other, each refusal as a client sees it: operation
 * limits (depth, aliases, tokens, cost, batch size), body limits (a sign-up may carry a 5 MB
 * picture, nothing else may be large, 20 MB never), CSRF prevention, the CORS allow-list,
 * introspection and the IDE in production, automatic persisted queries and error masking.
 */
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSchema, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { readGatewayConfig } from '../src/config.js';
import { operationLimits } from '../src/protection.js';
import { typeDefs } from '../src/schema.js';
import { codeOf, gql } from './client.js';
import { gatewayWith } from './gateways.js';

const url = () => inject('gatewayUrl');

async function post(body: unknown, headers: Record<string, string> = {}, to = url()) {
  const res = await fetch(to, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any, headers: res.headers };
}

describe('Operation limits', () => {
  const nested = (levels: number, pageSize = 10) => {
    // book { author { books(pageSize) { items { author { … { id } } } } } }, `levels` fields below book
    let selection = 'id';
    for (let i = levels; i > 0; i--)
      selection = i % 2 ? `author { ${selection} }` : `books(pageSize: ${pageSize}) { items { ${selection} } }`;
    return `{ book(id: "1") { ${selection} } }`;
  };

  it('refuses a query nested deeper than 10, before any REST call', async () => {
    const { status, body } = await post({ query: nested(11) });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Query depth limit of 10 exceeded, found \d+\.$/);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.extensions?.restCalls ?? []).toEqual([]);
    expect((await post({ query: nested(5) })).body.errors).toBeUndefined();
    // Each level of an author's books multiplies by the page size asked: two levels of 100 the cost limit refuses.
    expect((await post({ query: nested(5, 100) })).body.errors[0].message).toMatch(
      /^Query Cost limit of 5000 exceeded/,
    );
  });

  it('counts the depth of fields, not of the fragments they are written in', async () => {
    // The same selections, each level's fields in a fragment of their own: fragments add no depth…
    const inFragments = (levels: number) => {
      const type = (i: number) => (i % 2 ? 'Book' : 'Author');
      const fragments = [`fragment F${levels + 1} on ${type(levels + 1)} { id }`];
      for (let i = levels; i > 0; i--) {
        const field = i % 2 ? `author { ...F${i + 1} }` : `books(pageSize: 10) { items { ...F${i + 1} } }`;
        fragments.push(`fragment F${i} on ${type(i)} { ${field} }`);
      }
      return `{ book(id: "1") { ...F1 } } ${fragments.join(' ')}`;
    };
    expect((await post({ query: inFragments(5) })).body.errors).toBeUndefined();
    // …and hide none: eleven levels are refused however they are written.
    const { status, body } = await post({ query: inFragments(11) });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Query depth limit of 10 exceeded, found \d+\.$/);
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `g${i}: genres { id }`).join(' ')} }`;
    const { status, body } = await post({ query: aliases(16) });
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe('Aliases limit of 15 exceeded, found 16.');
    expect((await post({ query: aliases(15) })).body.errors).toBeUndefined();
  });

  it('refuses a document of more than 1000 tokens', async () => {
    const { status, body } = await post({ query: `{ genres { ${'id '.repeat(1000)} } }` });
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe('Token limit of 1000 exceeded.');
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses an operation that costs more than the limit', async () => {
    const origin = await gatewayWith({ limits: { ...readGatewayConfig({}).limits, cost: 20 } });
    const query = `{ books { items { id title author { id name } genres { id name } } } }`;
    const { status, body } = await post({ query }, {}, `${origin}/graphql`);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Query Cost limit of 20 exceeded, found \d+(\.\d+)?\.$/);
    // Lists multiply: every genre's id (22 genres) is already more than 20.
    expect((await post({ query: '{ genres { id } }' }, {}, `${origin}/graphql`)).body.errors[0].message).toMatch(
      /^Query Cost limit of 20 exceeded/,
    );
    const small = '{ appConfig { catalogRequiresAuth } book(id: "1") { id title } }';
    expect((await post({ query: small }, {}, `${origin}/graphql`)).body.errors).toBeUndefined();
  });

  it('refuses a batch of more than 10 operations', async () => {
    const batch = (n: number) => Array.from({ length: n }, () => ({ query: '{ appConfig { catalogRequiresAuth } }' }));
    const refused = await post(batch(11));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      message: 'Too many operations in one request: at most 10.',
      extensions: { code: 'BAD_REQUEST' },
    });
    const accepted = await post(batch(10));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toHaveLength(10);
  });

  it('accepts every operation the web app sends', async () => {
    // The web's generated documents, loaded by path so this project does not compile the web's code.
    const generated = path.resolve(import.meta.dirname, '../../web/src/gql/graphql.ts');
    const documents = Object.entries((await import(generated)) as Record<string, unknown>).filter(
      ([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'kind' in value,
    ) as [string, DocumentNode][];
    expect(documents.length).toBeGreaterThan(10);
    const schema = buildSchema(typeDefs);
    const { validationRules } = operationLimits(readGatewayConfig({}));
    for (const [name, document] of documents) {
      expect(
        validate(schema, document, validationRules).map((e) => e.message),
        name,
      ).toEqual([]);
    }
    expect(validate(schema, parse(nested(11)), validationRules)).not.toEqual([]);
  });
});

describe('Body limits', () => {
  /** A PNG of a little under 5 MB: a real 1×1 image followed by padding. */
  const bigPicture = () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const bytes = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - 1024 - png.length)]);
    return `data:image/png;base64,${bytes.toString('base64')}`;
  };

  it('lets a sign-up carry a 5 MB picture as a data URL', async () => {
    const username = `big_${Date.now().toString(36)}`;
    const input = {
      firstName: 'Maya',
      lastName: 'Gurung',
      username,
      email: `${username}@example.com`,
      dateOfBirth: '1995-02-03',
      password: 'long enough words',
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: new Date().toISOString(),
      profilePicture: bigPicture(),
    };
    const query = `mutation ($input: RegisterInput!) { register(input: $input) { user { username profilePictureUrl } } }`;
    // Sent as the web client sends it: a batch of one.
    const { status, body } = await post([{ query, variables: { input } }]);
    expect(status).toBe(200);
    expect(body[0].errors).toBeUndefined();
    expect(body[0].data.register.user.username).toBe(username);
    expect(body[0].data.register.user.profilePictureUrl).toMatch(/\.webp$/);
  });

  it('refuses anything else larger than 256 KB with 413', async () => {
    const { status, body } = await post({
      query: 'mutation ($email: String!) { subscribeNewsletter(email: $email) { message } }',
      variables: { email: `${'a'.repeat(300 * 1024)}@example.com` },
    });
    expect(status).toBe(413);
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    // A large body that only pretends to hold a sign-up is refused too.
    const sneaky = await post({
      query: 'mutation ($i: RegisterInput!) { register(input: $i) { token } } query { genres { id } }',
      variables: { pad: 'x'.repeat(300 * 1024) },
    });
    expect(sneaky.status).toBe(413);
  });

  /**
   * Uploads `size` bytes the way a big upload goes: headers first, then the body in chunks until the
   * server answers. A server that refuses early closes the connection without reading the rest, so
   * a write failing after the answer is expected; one failing before it is not.
   */
  function upload(size: number): Promise<number> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = request(
        url(),
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(size) } },
        (res) => {
          answered = true;
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.flushHeaders();
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (!answered && sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      // A server that refuses on the announced length answers before any of the body is sent.
      setTimeout(pump, 500);
    });
  }

  it('refuses a 20 MB body with 413 whatever it holds', async () => {
    expect(await upload(20 * 1024 * 1024)).toBe(413);
  });
});

describe('CSRF prevention', () => {
  const origin = () => url().replace(/\/graphql$/, '');

  it('refuses requests a browser could send cross-site without a preflight', async () => {
    const plain = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ genres { id } }' }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.text()).toMatch(/CSRF/);
    const get = await fetch(`${origin()}/graphql?query=${encodeURIComponent('{ genres { id } }')}`);
    expect(get.status).toBe(400);
  });

  it('accepts the web client’s JSON batches and GETs that say they are not simple', async () => {
    const batch = await post([{ query: '{ genres { id } }' }, { query: '{ appConfig { catalogRequiresAuth } }' }]);
    expect(batch.status).toBe(200);
    expect(batch.body[1].data.appConfig.catalogRequiresAuth).toBe(false);
    const get = await fetch(`${origin()}/graphql?query=${encodeURIComponent('{ genres { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (to: string, from: string) =>
    fetch(to, {
      method: 'OPTIONS',
      headers: {
        origin: from,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('answers other origins nothing by default: same origin only', async () => {
    const res = await post({ query: '{ genres { id } }' }, { origin: 'https://elsewhere.example' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(url(), 'https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the origins of CORS_ORIGINS', async () => {
    const origin = await gatewayWith({ corsOrigins: ['https://pustak.example'] });
    const allowed = await preflight(`${origin}/graphql`, 'https://pustak.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pustak.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const other = await preflight(`${origin}/graphql`, 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const res = await post({ query: '{ genres { id } }' }, { origin: 'https://pustak.example' }, `${origin}/graphql`);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://pustak.example');
  });
});

describe('In production', () => {
  const production = {
    ...readGatewayConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_URL: 'https://pustak.example' }),
  };

  it('turns introspection, the IDE and field suggestions off unless enabled', async () => {
    const origin = await gatewayWith(production);
    const introspection = await post({ query: '{ __schema { types { name } } }' }, {}, `${origin}/graphql`);
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors[0].message).toMatch(/introspection/i);
    const ide = await fetch(`${origin}/graphql`, { headers: { accept: 'text/html' } });
    expect(ide.status).toBe(404);
    const typo = await post({ query: '{ genre { id } }' }, {}, `${origin}/graphql`);
    expect(typo.body.errors[0].message).not.toMatch(/Did you mean/);

    const open = await gatewayWith({ ...production, introspection: true, ide: true });
    expect((await post({ query: '{ __schema { types { name } } }' }, {}, `${open}/graphql`)).status).toBe(200);
    expect((await fetch(`${open}/graphql`, { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  it('says no more than "something went wrong" about unexpected failures', async () => {
    // A REST service whose answers are not what SPEC documents.
    const odd = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => odd.close(() => resolve())));
    const restUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/api`;

    const prod = await gql(
      '{ genres { id } }',
      {},
      undefined,
      `${await gatewayWith({ ...production, restUrl })}/graphql`,
    );
    expect(codeOf(prod)).toBe('INTERNAL_SERVER_ERROR');
    expect(prod.errors![0]).toEqual({
      message: 'Something went wrong. Please try again.',
      path: ['genres'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const dev = await gql('{ genres { id } }', {}, undefined, `${await gatewayWith({ restUrl })}/graphql`);
    expect(dev.errors![0]!.message).not.toBe('Something went wrong. Please try again.');
  });
});

describe('Automatic persisted queries', () => {
  it('runs a query sent by its hash once the server has seen its text', async () => {
    const query = `{ genres { id name } }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await post({ extensions });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post({ query, extensions });
    expect(registered.body.data.genres.length).toBeGreaterThan(0);
    const byHash = await post({ extensions });
    expect(byHash.body.data).toEqual(registered.body.data);
    const mismatch = await post({ query: '{ genres { id } }', extensions });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect(mismatch.body.data).toBeUndefined();
    // Any other persisted-query mistake Apollo refuses with a 400 is the client's too.
    const version = await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash } } });
    expect(version.status).toBe(400);
    expect(version.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
