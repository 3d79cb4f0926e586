/**
 * What production refuses to start with: a wallet whose published test logins complete real
 * orders (the built-in Khalti or eSewa sandbox), password-reset links written to the log instead of
 * mailed, and PostgreSQL without one token-signing key for every replica (JWT_PRIVATE_KEY). Each may be allowed explicitly (a demo), and the message names the setting to change.
 * Outside production nothing is checked: `npm start` works with no settings at all.
 */
import { usesSandboxEsewa, usesSandboxWallet, type RestConfig } from './config.js';

export class UnsafeProductionConfig extends Error {}

/** Every problem with this configuration for production, as sentences naming the setting; none outside it. */
export function productionProblems(config: RestConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (usesSandboxWallet(config) && !config.allowSandboxWallet)
    problems.push(
      'KHALTI_BASE_URL and KHALTI_SECRET_KEY are not set, so payments would go to the built-in Khalti sandbox, ' +
        "whose published test logins complete real orders. Set them to your Khalti merchant account's " +
        '(https://khalti.com/api/v2 live), or ALLOW_SANDBOX_WALLET=true for a demo.',
    );
  if (!usesSandboxWallet(config) && !config.khaltiSecretKey)
    problems.push('KHALTI_BASE_URL is set without KHALTI_SECRET_KEY: set the merchant secret key Khalti gave you.');
  if (usesSandboxEsewa(config) && !config.allowSandboxWallet)
    problems.push(
      'ESEWA_BASE_URL, ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY are not set, so payments would go to the built-in ' +
        "eSewa sandbox, whose published test logins complete real orders. Set them to your eSewa merchant's " +
        '(https://epay.esewa.com.np live), or ALLOW_SANDBOX_WALLET=true for a demo.',
    );
  if (!usesSandboxEsewa(config) && (!config.esewaProductCode || !config.esewaSecretKey))
    problems.push(
      'ESEWA_BASE_URL is set without ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY: set the product code and secret key eSewa gave you.',
    );
  // PostgreSQL is how several REST processes serve one site; each would otherwise generate its own
  // key into its own DATA_DIR and refuse the tokens the others sign (members signed out at random).
  if (config.databaseUrl && !config.jwtPrivateKey)
    problems.push(
      'JWT_PRIVATE_KEY is not set: every REST process on this database must sign tokens with the same key. ' +
        'Set it to an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519), the same for all of them.',
    );
  if (config.testClock)
    problems.push("TEST_CLOCK=true lets anyone move the store's clock (and with it due dates and refunds): unset it.");
  if (!config.smtpUrl && !config.allowMailToLog)
    problems.push(
      'SMTP_URL is not set, so password-reset links would be written to the log instead of mailed. ' +
        'Set SMTP_URL (smtp://user:password@host:587), or ALLOW_MAIL_TO_LOG=true for a demo.',
    );
  return problems;
}

/** Throws, before anything is opened, when production is configured unsafely. */
export function assertSafeForProduction(config: RestConfig): void {
  const problems = productionProblems(config);
  if (problems.length > 0)
    throw new UnsafeProductionConfig(
      `Refusing to start in production (NODE_ENV=production):\n- ${problems.join('\n- ')}`,
    );
}
