/**
 * The shipping-address screen against the real gateway and REST: the form asks for the phone and
 * the district (searched among Nepal's 77), refuses a number that is no Nepali mobile before
 * anything is sent, says when the store does not deliver to the chosen district, and saves the
 * address as REST stores it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { ShippingAddressesPage } from './ShippingAddressesPage';

const routes: RouteObject[] = [{ path: '/account/settings/shipping', element: <ShippingAddressesPage /> }];

const saved = async (member: TestMember) =>
  (
    await graph<{
      shippingAddresses: { addressName: string; phone: string; district: string; deliverable: boolean }[];
    }>('{ shippingAddresses { addressName phone district deliverable } }', {}, member.token)
  ).shippingAddresses;

async function openForm() {
  const member = await newMember('Asha');
  signIn(member);
  const gateway = createTestClient();
  renderRoutes(routes, '/account/settings/shipping', gateway.client);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Address' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Shipping Address' });
  return { member, user, dialog: within(dialog) };
}

/**
 * Searches the district list and takes the one match as a keyboard user would (Mantine's dropdown
 * stays display: none in jsdom, its transition never runs), then checks the field shows it.
 */
async function pickDistrict(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  search: string,
  name: string,
) {
  await user.click(field);
  await user.type(field, search);
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect((field as HTMLInputElement).value).toBe(name));
}

describe('shipping addresses route', () => {
  it('adds an address with its phone and district; a wrong phone is refused before anything is sent', async () => {
    const { member, user, dialog } = await openForm();
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(await dialog.findByText('Phone is required')).toBeTruthy();
    expect(dialog.getByText('District is required')).toBeTruthy();

    await user.type(dialog.getByLabelText(/Address name/), 'Home');
    await user.type(dialog.getByLabelText(/Full name/), 'Asha Gurung');
    await user.type(dialog.getByLabelText(/Street address/), 'Jhamsikhel Road 21');
    await user.type(dialog.getByLabelText(/City/), 'Patan');
    await pickDistrict(user, dialog.getByRole('combobox', { name: /District/ }), 'Lalit', 'Lalitpur');
    await user.type(dialog.getByLabelText(/Phone/), '01-4412345');
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(await dialog.findByText('Enter a Nepali mobile number: 10 digits starting with 97 or 98')).toBeTruthy();
    expect(await saved(member)).toEqual([]);

    await user.clear(dialog.getByLabelText(/Phone/));
    await user.type(dialog.getByLabelText(/Phone/), '+977 984-123-4567');
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await saved(member)).toEqual([
      { addressName: 'Home', phone: '9841234567', district: 'Lalitpur', deliverable: true },
    ]);
    const card = await screen.findByRole('article', { name: 'Home address' });
    expect(within(card).getByText('Phone 9841234567')).toBeTruthy();
  });

  it('says when the store does not deliver to the chosen district, and the saved card says so too', async () => {
    const { member, user, dialog } = await openForm();
    await user.type(dialog.getByLabelText(/Address name/), 'Parents');
    await user.type(dialog.getByLabelText(/Full name/), 'Asha Gurung');
    await user.type(dialog.getByLabelText(/Street address/), 'Bharatpur 4');
    await user.type(dialog.getByLabelText(/City/), 'Bharatpur');
    await pickDistrict(user, dialog.getByRole('combobox', { name: /District/ }), 'Chitw', 'Chitwan');
    expect(
      await dialog.findByText('We do not deliver to this district yet: you can save it, but not order to it.'),
    ).toBeTruthy();
    await user.type(dialog.getByLabelText(/Phone/), '9712345678');
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));
    const card = await screen.findByRole('article', { name: 'Parents address' });
    expect(within(card).getByText('We do not deliver here yet')).toBeTruthy();
    expect((await saved(member))[0]).toMatchObject({ district: 'Chitwan', deliverable: false });
  });
});
