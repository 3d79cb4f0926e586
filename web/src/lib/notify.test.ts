import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './notify';

const failed = (message: string, code?: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { ...(code && { code }), ...extensions } }] });

describe('errorMessage: what a reader may see of a failure', () => {
  it("shows the server's message for the codes written for people", () => {
    expect(
      errorMessage(failed('Too many attempts. Please try again in 15 minutes.', 'TOO_MANY_REQUESTS'), 'Login failed'),
    ).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(errorMessage(failed('Invalid email or password', 'UNAUTHENTICATED'), 'Login failed')).toBe(
      'Invalid email or password',
    );
    expect(
      errorMessage(
        failed('GitHub link must be an http(s) link to github.com, e.g. https://github.com/you', 'BAD_USER_INPUT'),
        'x',
      ),
    ).toBe('GitHub link must be an http(s) link to github.com, e.g. https://github.com/you');
  });

  it('shows the fallback for unexpected codes, never the message or the stack trace beside it', () => {
    const internal = failed("Cannot read properties of undefined (reading 'id')", 'INTERNAL_SERVER_ERROR', {
      stacktrace: ["TypeError: Cannot read properties of undefined (reading 'id')", '    at Book.ts:12:3'],
    });
    expect(errorMessage(internal, 'Login failed')).toBe('Login failed');
    expect(errorMessage(failed('connect ECONNREFUSED 127.0.0.1:8000', 'UPSTREAM_UNAVAILABLE'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(errorMessage(failed('no code at all'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });

  it('shows the fallback when a readable code carries a stack trace or a file path', () => {
    for (const leaky of [
      'Error: boom\n    at handler (/srv/app/routes/users.py:41)',
      'Bad input at Object.<anonymous> (/home/app/rest/src/routes/cart.ts:88:13)',
      'Could not open /var/lib/pustak/uploads/avatar.png',
      'ENOENT: C:\\app\\uploads',
      'Traceback (most recent call last): File "views.py", line 3',
      'failed in file:///app/node_modules/fastify/lib/route.js:1:1',
      'x'.repeat(301),
    ]) {
      expect(errorMessage(failed(leaky, 'BAD_USER_INPUT'), 'Registration failed'), leaky).toBe('Registration failed');
    }
  });
});
