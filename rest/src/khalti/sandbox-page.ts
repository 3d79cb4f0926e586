/**
 * The sandbox's payment page: what a payer sees at Khalti, reduced to the test flow (Khalti ID,
 * MPIN and OTP, then Pay or Cancel), in the frame both sandboxes share (payments/sandboxPage.ts).
 * Every value shown is escaped: order names come from the merchant.
 */
import { escapeHtml, walletPage, type WalletTheme } from '../payments/sandboxPage.js';

export interface PaymentPageModel {
  pidx: string;
  orderName: string;
  amountPaisa: number;
  /** The merchant's site (website_url), offered as the way back once a payment is closed. */
  websiteUrl?: string;
  /** Shown above the form after a refused attempt. */
  error?: string;
  /** The Khalti ID typed last time, kept after a refused attempt. */
  khaltiId?: string;
  /** Set when the payment can no longer be paid: the page explains instead of showing the form. */
  closed?: string;
}

function form(model: PaymentPageModel): string {
  return `<form method="post" action="pay" autocomplete="off">
    <input type="hidden" name="pidx" value="${escapeHtml(model.pidx)}">
    ${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
    <label for="khalti_id">Khalti ID</label>
    <input id="khalti_id" name="khalti_id" inputmode="numeric" maxlength="10" required placeholder="98XXXXXXXX" value="${escapeHtml(model.khaltiId ?? '')}">
    <label for="mpin">MPIN</label>
    <input id="mpin" name="mpin" type="password" inputmode="numeric" maxlength="4" required>
    <label for="otp">OTP</label>
    <input id="otp" name="otp" inputmode="numeric" maxlength="6" required autocomplete="one-time-code">
    <div class="actions">
      <button type="submit" name="action" value="pay" class="pay">Pay</button>
      <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
    </div>
    <p class="hint">Sandbox test credentials: Khalti ID 9800000000 to 9800000005, MPIN 1111, OTP 987654.</p>
  </form>`;
}

function closed(model: PaymentPageModel): string {
  const back = model.websiteUrl
    ? `<a class="back" href="${escapeHtml(model.websiteUrl)}">Back to the merchant</a>`
    : '';
  return `<div class="closed"><p>${escapeHtml(model.closed ?? '')}</p>${back}</div>`;
}

const KHALTI: WalletTheme = {
  accent: '#5c2d91',
  accentHover: '#4a2375',
  tint: '#f4f1fa',
  shadowRgb: '92,45,145',
  inputBorder: '#c9c3d6',
};

export function paymentPage(model: PaymentPageModel): string {
  return walletPage({
    wallet: 'Khalti',
    theme: KHALTI,
    heading: escapeHtml(model.orderName),
    amountPaisa: model.amountPaisa,
    body: model.closed ? closed(model) : form(model),
  });
}
