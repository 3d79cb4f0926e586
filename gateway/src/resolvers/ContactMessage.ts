/** ContactMessage: REST's contact-form message as staff read it, and ContactMessagePage, one page of them. */
import type { ContactMessagePageResolvers, ContactMessageResolvers } from '../generated/resolvers.js';
import { pageResolvers } from './pagination.js';

export const ContactMessage: ContactMessageResolvers = {
  id: (m) => String(m.id),
  createdAt: (m) => m.created_at,
  repliedAt: (m) => m.replied_at,
};

export const ContactMessagePage: ContactMessagePageResolvers = pageResolvers;
