/**
 * The account area's public surface (ESLint lets other features import this file, never the files
 * behind it): the new-address form and its mutations, which checkout uses to add an address in place.
 */
export { AddressForm } from './addresses/AddressForm';
export { useAddressMutations } from './addresses/useAddressMutations';
