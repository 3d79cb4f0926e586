/**
 * The member's rentals against the real gateway and REST: a new member is told they rent nothing
 * yet; a printed copy rented for 30 days says delivery sets its due date until staff deliver it,
 * then shows Active with its due date (in English, and in Bikram Sambat in Nepali) and its money.
 */
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n';
import { formattersFor, loadCalendar } from '../../i18n/format';
import { getI18n } from '../../i18n/translate';
import { createTestClient, graph, newMember, signIn } from '../../testing/gateway';
import { deliver, rentPrinted } from '../../testing/rentals';
import { renderRoutes } from '../../testing/renderRoutes';
import { RentalsPage } from './RentalsPage';

const routes: RouteObject[] = [{ path: '/account/rentals', element: <RentalsPage /> }];

describe('account rentals', () => {
  it('a member who rents nothing is told so and sent to the catalog', async () => {
    signIn(await newMember('Asha'));
    renderRoutes(routes, '/account/rentals', createTestClient().client);
    expect(await screen.findByText('No rentals yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Books' }).getAttribute('href')).toBe('/books');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a rented printed copy waits for its delivery, then shows Active, its due date (BS in Nepali) and its money', async () => {
    const member = await newMember('Sita');
    signIn(member);
    const { book, order, rental } = await rentPrinted(member);
    const en = formattersFor('en');

    const before = renderRoutes(routes, '/account/rentals', createTestClient().client);
    const waiting = within(await screen.findByRole('article', { name: book.title }));
    expect(waiting.getByText('Due date set on delivery')).toBeTruthy();
    expect(waiting.getByText('Fee').nextSibling?.textContent).toBe(en.money(rental.fee));
    expect(waiting.getByText('Deposit').nextSibling?.textContent).toBe(en.money(rental.deposit));
    expect(waiting.getByText('Refund on time').nextSibling?.textContent).toBe(en.money(rental.refundOnTime));
    expect(waiting.queryByText(/^Due \d/)).toBeNull();
    before.unmount();

    await deliver(order);
    const { rentals } = await graph<{ rentals: { items: { rental: { dueDate: string } }[] } }>(
      '{ rentals { items { rental { dueDate } } } }',
      {},
      member.token,
    );
    const dueDate = rentals.items[0]!.rental.dueDate;

    const after = renderRoutes(routes, '/account/rentals', createTestClient().client);
    const active = within(await screen.findByRole('article', { name: book.title }));
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.getByText(`Due ${en.date(dueDate)}`)).toBeTruthy();
    // 30 days ahead: no reminder yet.
    expect(screen.queryByRole('alert')).toBeNull();
    after.unmount();

    try {
      await Promise.all([switchLanguage(getI18n(), 'ne'), loadCalendar('ne')]);
      const bs = formattersFor('ne').date(dueDate);
      // Bikram Sambat, in Devanagari digits: not the Gregorian year.
      expect(bs).toMatch(/[०-९]{4}/);
      expect(bs).not.toContain(dueDate.slice(0, 4));
      renderRoutes(routes, '/account/rentals', createTestClient().client);
      const nepali = within(await screen.findByRole('article', { name: book.title }));
      expect(nepali.getByText('सक्रिय')).toBeTruthy();
      expect(nepali.getByText(`फिर्ता मिति ${bs}`)).toBeTruthy();
      // Every figure of the line in Devanagari: the period too.
      expect(nepali.getByText(/^३० दिन ·/)).toBeTruthy();
    } finally {
      await switchLanguage(getI18n(), 'en');
    }
  });
});
