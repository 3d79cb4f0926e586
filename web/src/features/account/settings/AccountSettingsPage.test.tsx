/**
 * The Language setting against the real gateway (issue 20): choosing नेपाली redraws the screen in
 * Nepali at once, says so in Nepali, and keeps the choice in the member's settings on the server.
 * Signing out here ends the token on the server, not only in this tab (issue 32).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from '../../../i18n/translate';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { session } from '../../../lib/session';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { AccountSettingsPage } from './AccountSettingsPage';

const routes = [{ path: '/account/settings/account', element: <AccountSettingsPage /> }];

async function savedLanguageOf(member: TestMember): Promise<string | null> {
  const { me } = await graph<{ me: { settings: { language: string | null } } }>(
    '{ me { settings { language } } }',
    {},
    member.token,
  );
  return me.settings.language;
}

afterEach(async () => {
  // The next screen test starts in English, as a new browser does.
  await switchLanguage(getI18n(), 'en');
  document.cookie = 'pustak.lang=; path=/; max-age=0';
});

describe('account settings: language', () => {
  it('switches the screen to Nepali and saves NE in the member’s settings', async () => {
    const member = await newMember('Sita');
    signIn(member);
    renderRoutes(routes, '/account/settings/account', createTestClient().client);
    const user = userEvent.setup();

    const language = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(within(language).getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    // A new member has chosen nothing yet: the app speaks the browser's language.
    expect(await savedLanguageOf(member)).toBeNull();

    await user.click(within(language).getByRole('radio', { name: 'नेपाली' }));

    // Confirmed in the language just chosen, once the member's settings have it.
    expect(await screen.findByText('Pustak अब नेपालीमा छ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'खाता सेटिङ' })).toBeTruthy();
    expect(screen.getByText('साइन इन विवरण')).toBeTruthy();
    expect(screen.queryByText('Sign-in details')).toBeNull();
    const nepali = screen.getByRole('radiogroup', { name: 'भाषा' });
    expect(within(nepali).getByRole<HTMLInputElement>('radio', { name: 'नेपाली' }).checked).toBe(true);
    expect(document.documentElement.lang).toBe('ne');
    expect(await savedLanguageOf(member)).toBe('NE');
  });
});

describe('account settings: sign out', () => {
  it('signs this tab out and the token stops working on the server', async () => {
    const member = await newMember('Gita');
    signIn(member);
    renderRoutes(routes, '/account/settings/account', createTestClient().client);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await expect.poll(() => session.token).toBeNull();
    await expect(graph('{ me { id } }', {}, member.token)).rejects.toThrow(/UNAUTHENTICATED/);
  });
});
