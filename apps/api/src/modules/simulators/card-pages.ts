import { formatMinor } from '@portico/domain';
import type { CardSimulator } from '../../integrations/cards/card-simulator.js';
import { SIMULATED_CARDS } from '../../integrations/cards/card-simulator.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The card provider simulator's hosted page (demo mode only): a plain HTML form, no script, posting the card number
 * back to the simulator, which redirects to the portal with `AccessCode=`.
 */
export function cardPageHtml(simulator: CardSimulator, accessCode: string): string | null {
  const page = simulator.page(accessCode);
  if (!page) return null;
  const what =
    page.action === 'TokenRegistration'
      ? 'Register a card'
      : `Pay ${escape(formatMinor(page.amountCents, page.currency))}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card provider (simulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.4rem 0}input{padding:.5rem;font-size:1rem}button{padding:.6rem;font-size:1rem}small{color:#555}</style>
</head><body>
<h1>Card provider (simulator)</h1>
<p>${what}</p>
<form method="post" action="/simulator/cards/${encodeURIComponent(accessCode)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" autocomplete="off" inputmode="numeric" required>
<label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" value="12/30">
<button type="submit">${page.action === 'TokenRegistration' ? 'Register card' : 'Pay now'}</button>
</form>
<p><small>Test cards: ${SIMULATED_CARDS.approve} approves (credit), ${SIMULATED_CARDS.approveDebit} approves (debit),
${SIMULATED_CARDS.decline} declines (Do Not Honour), ${SIMULATED_CARDS.timeout} times out (stays pending).</small></p>
</body></html>`;
}
