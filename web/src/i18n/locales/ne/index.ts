/** The Nepali catalogs, one chunk loaded only for readers who chose नेपाली. */
import type { Catalogs } from '../../catalogs';
import common from './common.json';
import about from './about.json';
import account from './account.json';
import auth from './auth.json';
import book from './book.json';
import cart from './cart.json';
import catalog from './catalog.json';
import checkout from './checkout.json';
import contact from './contact.json';
import home from './home.json';
import landing from './landing.json';
import legal from './legal.json';
import orders from './orders.json';
import payment from './payment.json';
import profile from './profile.json';
import social from './social.json';

export const catalogs: Catalogs = {
  common,
  about,
  account,
  auth,
  book,
  cart,
  catalog,
  checkout,
  contact,
  home,
  landing,
  legal,
  orders,
  payment,
  profile,
  social,
};
