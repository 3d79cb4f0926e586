/**
 * The sandbox's payment page: what a payer sees at Khalti, reduced to the test flow (Khalti ID,
 * MPIN and OTP, then Pay or Cancel). Fully self-contained (inline CSS, no scripts, no remote
 * fonts or images) so it works offline, and laid out for a phone first, centred on a laptop.
 * Every value shown is escaped: order names come from the merchant.
 */
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

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const rupees = (paisa: number) =>
  `Rs ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paisa / 100)}`;

function form(model: PaymentPageModel): string {
  return `<form method="post" action="pay" autocomplete="off">
    <input type="hidden" name="pidx" value="${escape(model.pidx)}">
    ${model.error ? `<p class="error" role="alert">${escape(model.error)}</p>` : ''}
    <label for="khalti_id">Khalti ID</label>
    <input id="khalti_id" name="khalti_id" inputmode="numeric" maxlength="10" required placeholder="98XXXXXXXX" value="${escape(model.khaltiId ?? '')}">
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
  const back = model.websiteUrl ? `<a class="back" href="${escape(model.websiteUrl)}">Back to the merchant</a>` : '';
  return `<div class="closed"><p>${escape(model.closed ?? '')}</p>${back}</div>`;
}

export function paymentPage(model: PaymentPageModel): string {
  const amount = escape(rupees(model.amountPaisa));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Khalti Sandbox · Pay ${amount}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fa;color:#222;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{background:#fff;width:100%;max-width:420px;margin:16px;border-radius:16px;box-shadow:0 10px 30px rgba(92,45,145,.15);overflow:hidden}
  header{background:#5c2d91;color:#fff;padding:20px 24px}
  .brand{margin:0;font-size:14px;letter-spacing:.08em;text-transform:uppercase;opacity:.85}
  h1{margin:6px 0 0;font-size:18px;font-weight:600;overflow-wrap:anywhere}
  .amount{font-size:30px;font-weight:700;margin-top:10px}
  form,.closed{padding:20px 24px 24px;display:flex;flex-direction:column;gap:6px}
  label{font-weight:600;font-size:14px;margin-top:8px}
  input{font-size:16px;padding:11px 12px;border:1px solid #c9c3d6;border-radius:8px;width:100%}
  input:focus{outline:2px solid #5c2d91;border-color:#5c2d91}
  .actions{display:flex;gap:12px;margin-top:18px}
  /* Pay comes first in the form, so Enter pays rather than cancels. */
  button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer;font-weight:600}
  .pay{background:#5c2d91;color:#fff}.pay:hover{background:#4a2375}
  .cancel{background:#eee;color:#333}.cancel:hover{background:#e0e0e0}
  .error{background:#fdecea;color:#a61b1b;padding:10px 12px;border-radius:8px;margin:0 0 4px}
  .hint{font-size:12px;color:#666;margin:14px 0 0}
  .closed p{margin:0;font-size:16px}
  .back{margin-top:14px;color:#5c2d91;font-weight:600}
  @media (min-width:768px){main{margin:32px}header{padding:24px 32px}form,.closed{padding:24px 32px 32px}}
</style></head>
<body><main>
  <header>
    <p class="brand">Khalti Sandbox</p>
    <h1>${escape(model.orderName)}</h1>
    <div class="amount">${amount}</div>
  </header>
  ${model.closed ? closed(model) : form(model)}
</main></body></html>`;
}
