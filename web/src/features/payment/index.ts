/**
 * The payment feature's public surface (ESLint lets other features import this file, never the
 * files behind it): the payment-method radio group, which checkout shows with cash on delivery.
 */
export { WalletChoice } from './WalletChoice';
