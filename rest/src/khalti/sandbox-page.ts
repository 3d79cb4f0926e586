/**
 * The sandbox's payment page: what a payer sees at Khalti, reduced to the test flow. Fully
 * self-contained (inline CSS, no scripts or remote assets) so it works offline.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PaymentPageModel {
  pidx: string;
  orderName: string;
  amountPaisa: number;
  error?: string;
  khaltiId?: string;
  closed?: string;
}

const rupees = (paisa: number) =>
  `Rs ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paisa / 100)}`;

export function paymentPage(model: PaymentPageModel): string {
  const body = model.closed
    ? `<p class="closed">${escape(model.closed)}</p>`
    : `<form method="post" action="pay">
        <input type="hidden" name="pidx" value="${escape(model.pidx)}">
        ${model.error ? `<p class="error" role="alert">${escape(model.error)}</p>` : ''}
        <label for="khalti_id">Khalti ID</label>
        <input id="khalti_id" name="khalti_id" inputmode="numeric" autocomplete="off" value="${escape(model.khaltiId ?? '')}" placeholder="98XXXXXXXX">
        <label for="mpin">MPIN</label>
        <input id="mpin" name="mpin" type="password" inputmode="numeric" autocomplete="off">
        <label for="otp">OTP</label>
        <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code">
        <div class="actions">
          <button type="submit" name="action" value="pay" class="pay">Pay</button>
          <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
        </div>
        <p class="hint">Sandbox: Khalti ID 9800000000 to 9800000005, MPIN 1111, OTP 987654.</p>
      </form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Khalti Sandbox - Pay ${escape(rupees(model.amountPaisa))}</title>
<style>
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fa;color:#222;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{background:#fff;width:100%;max-width:400px;margin:16px;border-radius:16px;box-shadow:0 10px 30px rgba(92,45,145,.15);overflow:hidden}
  header{background:#5c2d91;color:#fff;padding:20px 24px}
  header h1{margin:0;font-size:20px}
  header p{margin:6px 0 0;opacity:.85;font-size:14px}
  .amount{font-size:28px;font-weight:700;margin-top:12px}
  form,.closed{padding:20px 24px 24px;display:flex;flex-direction:column;gap:6px}
  label{font-weight:600;font-size:14px;margin-top:8px}
  input{font-size:16px;padding:10px 12px;border:1px solid #ccc;border-radius:8px}
  input:focus{outline:2px solid #5c2d91;border-color:#5c2d91}
  .actions{display:flex;gap:12px;margin-top:16px}
  button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer;font-weight:600}
  .pay{background:#5c2d91;color:#fff}.cancel{background:#eee;color:#333}
  .error{background:#fdecea;color:#a61b1b;padding:10px 12px;border-radius:8px;margin:0}
  .hint{font-size:12px;color:#666;margin:12px 0 0}
</style></head>
<body><main>
  <header><h1>Khalti Sandbox</h1><p>${escape(model.orderName)}</p><div class="amount">${escape(rupees(model.amountPaisa))}</div></header>
  ${body}
</main></body></html>`;
}
