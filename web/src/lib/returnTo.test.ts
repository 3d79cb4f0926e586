import { describe, expect, it } from 'vitest';
import { afterSignIn, loginPath, safeRedirect, withRedirect } from './returnTo';

describe('returnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/books/123')).toBe('/books/123');
    expect(safeRedirect('/account/orders?from=mail#latest')).toBe('/account/orders?from=mail#latest');
    expect(afterSignIn('?redirect=%2Fprofile%2F1')).toBe('/profile/1');
  });

  it('refuses anything that could leave the site, and the sign-in pages themselves', () => {
    for (const bad of [
      '//evil.com',
      '//evil.com/x',
      'https://evil.com/x',
      'http:/evil.com',
      '/\\evil.com',
      '/\tevil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
      null,
      '/login',
      '/signup?redirect=/x',
    ]) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
    expect(afterSignIn('?redirect=%2F%2Fevil.com')).toBe('/home');
    expect(afterSignIn('')).toBe('/home');
  });

  it('normalises before checking: dot segments, encoded dots, slashes and blanks all land on a same-site path', () => {
    const ORIGIN = 'https://pustak.example.np';
    const tricky = [
      '/..//evil.example',
      '/../..//evil.example',
      '/./..//evil.example',
      '/books/../..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/.%2e//evil.example',
      '/%2e%2e/%2e%2e//evil.example/x?y#z',
      '/\\evil.example',
      '/..\\evil.example',
      '//evil.example',
      '///evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/..%2f/evil.example',
      ' //evil.example',
    ];
    for (const value of tricky) {
      const landing = afterSignIn(`?redirect=${encodeURIComponent(value)}`);
      expect(landing.startsWith('/') && !landing.startsWith('//'), value).toBe(true);
      expect(new URL(landing, ORIGIN).origin, value).toBe(ORIGIN);
      // What is followed is already normal: the router resolves it to itself.
      const url = new URL(landing, ORIGIN);
      expect(url.pathname + url.search + url.hash, value).toBe(landing);
      expect(withRedirect('/signup', `?redirect=${encodeURIComponent(value)}`), value).toMatch(
        /^\/signup(\?redirect=%2F(?!%2F))?/,
      );
    }
    expect(safeRedirect('/..//evil.example')).toBeNull();
    expect(safeRedirect('/%2e%2e//evil.example')).toBeNull();
    // Dot segments that stay on the site are simply resolved.
    expect(safeRedirect('/books/../authors/2')).toBe('/authors/2');
    expect(safeRedirect('/books/%2e%2e/authors/2?x=1')).toBe('/authors/2?x=1');
    expect(safeRedirect('/books/../login')).toBeNull();
  });

  it('builds the login path from where the reader is, and carries it to sign-up', () => {
    expect(loginPath({ pathname: '/books/3', search: '?x=1', hash: '' })).toBe('/login?redirect=%2Fbooks%2F3%3Fx%3D1');
    expect(loginPath({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPath({ pathname: '/login', search: '', hash: '' }, '/signup')).toBe('/signup');
    expect(loginPath({ pathname: '/login', search: '?redirect=%2Fbooks%2F3', hash: '' }, '/signup')).toBe(
      '/signup?redirect=%2Fbooks%2F3',
    );
    expect(withRedirect('/signup', '?redirect=%2Fbooks%2F3')).toBe('/signup?redirect=%2Fbooks%2F3');
    expect(withRedirect('/signup', '?redirect=https%3A%2F%2Fevil.com')).toBe('/signup');
  });
});
