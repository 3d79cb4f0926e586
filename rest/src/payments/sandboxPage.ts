/**
 * The frame both wallet sandboxes draw their pages in (khalti/sandbox-page.ts, esewa/sandbox-page.ts):
 * the wallet's colours, the amount in its header, and the form or the closed notice below.
 * Self-contained (inline CSS, no scripts, no remote fonts or images) so it works offline, laid out
 * for a phone first, centred on a laptop.
 */

/** A wallet's colours: its brand colour, a darker one for hover, the page's tint and input borders. */
export interface WalletTheme {
  accent: string;
  accentHover: string;
  tint: string;
  /** The accent as `r,g,b`, for the card's shadow. */
  shadowRgb: string;
  inputBorder: string;
}

/** Escapes text for HTML: every value a sandbox page shows comes from a merchant's request. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const rupees = (paisa: number) =>
  `Rs ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paisa / 100)}`;

export function walletPage(page: {
  wallet: string;
  theme: WalletTheme;
  /** The header's line under the wallet's name (already escaped). */
  heading: string;
  amountPaisa: number;
  /** The form, or the closed notice (already escaped). */
  body: string;
}): string {
  const { accent, accentHover, tint, shadowRgb, inputBorder } = page.theme;
  const amount = escapeHtml(rupees(page.amountPaisa));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.wallet} Sandbox · Pay ${amount}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${tint};color:#222;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{background:#fff;width:100%;max-width:420px;margin:16px;border-radius:16px;box-shadow:0 10px 30px rgba(${shadowRgb},.15);overflow:hidden}
  header{background:${accent};color:#fff;padding:20px 24px}
  .brand{margin:0;font-size:14px;letter-spacing:.08em;text-transform:uppercase;opacity:.9}
  h1{margin:6px 0 0;font-size:18px;font-weight:600;overflow-wrap:anywhere}
  .amount{font-size:30px;font-weight:700;margin-top:10px}
  form,.closed{padding:20px 24px 24px;display:flex;flex-direction:column;gap:6px}
  label{font-weight:600;font-size:14px;margin-top:8px}
  input{font-size:16px;padding:11px 12px;border:1px solid ${inputBorder};border-radius:8px;width:100%}
  input:focus{outline:2px solid ${accent};border-color:${accent}}
  .actions{display:flex;gap:12px;margin-top:18px}
  /* Pay comes first in the form, so Enter pays rather than cancels. */
  button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer;font-weight:600}
  .pay{background:${accent};color:#fff}.pay:hover{background:${accentHover}}
  .cancel{background:#eee;color:#333}.cancel:hover{background:#e0e0e0}
  .error{background:#fdecea;color:#a61b1b;padding:10px 12px;border-radius:8px;margin:0 0 4px}
  .hint{font-size:12px;color:#555;margin:14px 0 0}
  .closed p{margin:0;font-size:16px}
  .back{margin-top:14px;color:${accent};font-weight:600}
  @media (min-width:768px){main{margin:32px}header{padding:24px 32px}form,.closed{padding:24px 32px 32px}}
</style></head>
<body><main>
  <header>
    <p class="brand">${page.wallet} Sandbox</p>
    <h1>${page.heading}</h1>
    <div class="amount">${amount}</div>
  </header>
  ${page.body}
</main></body></html>`;
}
