/** ShippingAddress: a saved address of /shipping/addresses/. */
import type { ShippingAddressResolvers } from '../generated/resolvers.js';

export const ShippingAddress: ShippingAddressResolvers = {
  id: (a) => String(a.id),
  addressName: (a) => a.address_name,
  fullName: (a) => a.full_name,
  addressLine1: (a) => a.address_line1,
  phone: (a) => a.phone ?? null,
  district: (a) => a.district ?? null,
  isDefault: (a) => a.is_default,
};
