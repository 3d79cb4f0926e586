/** Rentals: the member's GET /rentals/, staff's GET /staff/rentals/ and POST /staff/rentals/{id}/return/. */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type RestRentedCopyPage = RestAnswer<'/rentals/', 'get'>;
export type RestRentedCopy = RestRentedCopyPage['results'][number];
export type RestStaffRentedCopyPage = RestAnswer<'/staff/rentals/', 'get'>;
export type RestStaffRentedCopy = RestStaffRentedCopyPage['results'][number];
export type RestRentalView = keyof RestStaffRentedCopyPage['counts'];
/** A rental's facts: on a rented copy, and on a rented order line. */
export type RestRentalFacts = NonNullable<RestAnswer<'/order/{id}/', 'get'>['order']['items'][number]['rental']>;

export const rentalsApi = (rest: RestClient) => ({
  async mine(page: number): Promise<RestRentedCopyPage> {
    const query = new URLSearchParams(page > 1 ? { page: String(page) } : {});
    return rest.get<RestRentedCopyPage>('/rentals/', query);
  },
  async staffList(view: RestRentalView, page: number): Promise<RestStaffRentedCopyPage> {
    const query = new URLSearchParams({ view, ...(page > 1 && { page: String(page) }) });
    return rest.get<RestStaffRentedCopyPage>('/staff/rentals/', query);
  },
  async markReturned(id: number, damaged: boolean): Promise<RestStaffRentedCopy> {
    const path = `/staff/rentals/${id}/return/`;
    return (await rest.post<RestAnswer<'/staff/rentals/{id}/return/', 'post'>>(path, { damaged })).rental;
  },
});
