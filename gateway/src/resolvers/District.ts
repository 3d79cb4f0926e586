/** District: one of Nepal's 77, from /shipping/districts/. */
import type { DistrictResolvers } from '../generated/resolvers.js';

export const District: DistrictResolvers = {
  nepaliName: (d) => d.nepali_name,
};
