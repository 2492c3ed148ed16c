import { API_PATH } from '../../defaults';
import { DONATION_MONEY } from '../../contract/donations';
import { DEMO_CHECKOUT_PATH } from '../../contract/payments';
import { escapeHtml } from '../http/escape-html';

/** The demo checkout's stylesheet; served as a file because the CSP refuses inline styles. */
export const DEMO_CHECKOUT_CSS = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
	background: #0c0f17; color: #e8ecf4; box-sizing: border-box; }
main { box-sizing: border-box; width: 100%; max-width: 26rem; background: #161b27; border: 1px solid #2a3142;
	border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
.note { color: #aab3c5; font-size: 0.875rem; margin: 0 0 1.25rem; }
.amount { font-size: 2.25rem; font-weight: 700; margin: 0 0 0.5rem; }
.message { color: #cfd6e4; font-style: italic; overflow-wrap: anywhere; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
form { margin: 0; flex: 1 1 8rem; }
button { width: 100%; font: inherit; font-weight: 600; padding: 0.75rem 1rem; border-radius: 8px;
	cursor: pointer; border: 1px solid #3a4256; background: transparent; color: #e8ecf4; }
button.pay { background: #ffb020; border-color: #ffb020; color: #14100a; }
button:focus-visible { outline: 3px solid #7cc4ff; outline-offset: 2px; }
`;

/** What the page shows. */
interface DemoCheckoutView {
	sessionId: string;
	amountCents: number;
	message: string;
}

/** The page around a demo checkout's content: its head, stylesheet and heading. */
function checkoutPage(content: string, { noindex }: { noindex: boolean }): string {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${noindex ? '<meta name="robots" content="noindex">\n' : ''}<title>Demo checkout</title>
<link rel="stylesheet" href="${API_PATH}${DEMO_CHECKOUT_PATH}.css">
</head>
<body>
<main>
<h1>Demo checkout</h1>
${content}
</main>
</body>
</html>`;
}

/** A small page with Pay and Cancel, each a form posting back to the API (no script at all). */
export function renderDemoCheckout({ sessionId, amountCents, message }: DemoCheckoutView): string {
	const base = `${API_PATH}${DEMO_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}`;
	const amount = (amountCents / 100).toLocaleString('en-GB', {
		style: 'currency',
		currency: DONATION_MONEY.code,
		currencyDisplay: 'narrowSymbol',
	});
	return checkoutPage(
		`<p class="note">No card is charged: this offline checkout stands in for Stripe.</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Donator package</p>
${message ? `<p class="message">“${escapeHtml(message)}”</p>` : ''}
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>
</div>`,
		{ noindex: true },
	);
}

/** The page for a checkout that is already paid, canceled or unknown. */
export function renderCheckoutGone(text: string): string {
	return checkoutPage(
		`<p class="note">${escapeHtml(text)}</p>
<div class="actions"><form method="get" action="/donate/stripe"><button type="submit">Back to the donate page</button></form></div>`,
		{ noindex: false },
	);
}
