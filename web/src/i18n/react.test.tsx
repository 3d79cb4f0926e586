/**
 * <Trans> and useTranslation on the real catalogs: elements inside a text, a value that looks like
 * markup shown as written, and a screen redrawn in the language a reader switches to.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, switchLanguage } from '.';
import { I18nProvider, Trans, useTranslation } from './react';
import type { I18n } from './translate';

const renderIn = (i18n: I18n, ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

function ByAuthor({ name }: { name: string }) {
  const { t } = useTranslation('book');
  return (
    <p data-testid="by">
      <Trans t={t} i18nKey="page.byAuthor" values={{ name }} components={{ author: <a href="/authors/7" /> }} />
    </p>
  );
}

function Breakdown() {
  const { t } = useTranslation('orders');
  return (
    <p data-testid="breakdown">
      <Trans t={t} i18nKey="detail.breakdown" components={{ books: <b>Rs 100</b>, shipping: <b>Rs 50</b> }} />
    </p>
  );
}

describe('<Trans>', () => {
  it('puts the tag’s words inside its element, and the value inside those', async () => {
    const i18n = await createI18n('en', ['book']);
    renderIn(i18n, <ByAuthor name="Laxmi Prasad Devkota" />);
    expect(screen.getByTestId('by').textContent).toBe('by Laxmi Prasad Devkota');
    expect(screen.getByRole('link', { name: 'Laxmi Prasad Devkota' }).getAttribute('href')).toBe('/authors/7');
  });

  it('shows a value that looks like markup as written, never as an element', async () => {
    const i18n = await createI18n('en', ['book']);
    renderIn(i18n, <ByAuthor name="<author>Evil</author> & {{name}}" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link').textContent).toBe('<author>Evil</author> & {{name}}');
  });

  it('draws self-closing tags as their elements, in the order the language puts them', async () => {
    const i18n = await createI18n('en', ['orders']);
    const { unmount } = renderIn(i18n, <Breakdown />);
    expect(screen.getByTestId('breakdown').textContent).toBe('Books Rs 100 + shipping Rs 50');
    unmount();
    const nepali = await createI18n('ne', ['orders']);
    renderIn(nepali, <Breakdown />);
    expect(screen.getByTestId('breakdown').textContent).toBe('पुस्तक Rs 100 + ढुवानी Rs 50');
  });

  it('redraws a screen in the language the reader switches to', async () => {
    const i18n = await createI18n('en', ['book']);
    renderIn(i18n, <ByAuthor name="Devkota" />);
    await act(() => switchLanguage(i18n, 'ne'));
    expect(screen.getByTestId('by').textContent).toBe('Devkota द्वारा');
    expect(screen.getByRole('link', { name: 'Devkota' })).toBeTruthy();
  });
});
