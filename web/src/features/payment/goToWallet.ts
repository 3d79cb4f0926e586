/**
 * Sends the payer to their wallet with the payment createPayment answered: Khalti is a page to
 * open; eSewa is a signed form to post, so a real HTML form is built and submitted (the browser
 * navigates with it, as a merchant site's checkout button does). Field values are never changed:
 * eSewa checks their signature. Answers false when the answer is unusable (no web address to go to).
 */
interface WalletPayment {
  paymentUrl: string;
  form?: { action: string; method: string; fields: { name: string; value: string }[] } | null;
}

const isWebUrl = (url: string | undefined) => !!url && /^https?:\/\//.test(url);

export function goToWallet(payment: WalletPayment | undefined): boolean {
  if (!payment) return false;
  const { form } = payment;
  if (!form) {
    if (!isWebUrl(payment.paymentUrl)) return false;
    window.location.assign(payment.paymentUrl);
    return true;
  }
  if (!isWebUrl(form.action)) return false;
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.hidden = true;
  for (const { name, value } of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
  return true;
}
