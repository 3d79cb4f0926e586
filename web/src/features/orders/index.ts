/**
 * The orders feature's public surface (ESLint lets other features import this file, never the files
 * behind it): the order page, where checkout's tests follow a cash-on-delivery order (the app's
 * route table loads it lazily from its own module).
 */
export { OrderPage } from './OrderPage';
