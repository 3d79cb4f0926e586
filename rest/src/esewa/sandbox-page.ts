/**
 * The eSewa sandbox's pages: what a payer sees at eSewa, reduced to the test flow (eSewa ID,
 * password and token, then Pay or Cancel), and the error page eSewa shows for a form it refuses,
 * in the frame both sandboxes share (payments/sandboxPage.ts). Every value shown is escaped:
 * amounts and ids come from the merchant's form.
 */
import { escapeHtml, walletPage, type WalletTheme } from '../payments/sandboxPage.js';

export interface EsewaPageModel {
  transactionUuid: string;
  amountPaisa: number;
  /** Shown above the form after a refused attempt. */
  error?: string;
  /** The eSewa ID typed last time, kept after a refused attempt. */
  esewaId?: string;
  /** Set when the payment cannot be paid (a refused form, a closed payment): the page explains instead. */
  closed?: string;
}

function form(model: EsewaPageModel): string {
  return `<form method="post" action="pay" autocomplete="off">
    <input type="hidden" name="transaction_uuid" value="${escapeHtml(model.transactionUuid)}">
    ${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
    <label for="esewa_id">eSewa ID</label>
    <input id="esewa_id" name="esewa_id" inputmode="numeric" maxlength="10" required placeholder="98XXXXXXXX" value="${escapeHtml(model.esewaId ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" maxlength="64" required>
    <label for="token">Token</label>
    <input id="token" name="token" inputmode="numeric" maxlength="6" required autocomplete="one-time-code">
    <div class="actions">
      <button type="submit" name="action" value="pay" class="pay">Pay</button>
      <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
    </div>
    <p class="hint">Sandbox test credentials: eSewa ID 9806800001 to 9806800005, password Nepal@123, token 123456.</p>
  </form>`;
}

const ESEWA: WalletTheme = {
  accent: '#2f7a19',
  accentHover: '#256313',
  tint: '#eef7ea',
  shadowRgb: '47,122,25',
  inputBorder: '#c5d6c0',
};

export function esewaPage(model: EsewaPageModel): string {
  return walletPage({
    wallet: 'eSewa',
    theme: ESEWA,
    heading: `Transaction ${escapeHtml(model.transactionUuid)}`,
    amountPaisa: model.amountPaisa,
    body: model.closed ? `<div class="closed"><p>${escapeHtml(model.closed)}</p></div>` : form(model),
  });
}
