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
