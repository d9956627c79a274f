// Stripe.js as a page loads it, served by the test in place of js.stripe.com, and Stripe's API
// for the browser's calls answered by the Stripe stand-in the services' tests use. Like the real
// Stripe.js, it takes the card in its own field and makes the payment method straight at
// api.stripe.com with the publishable key, so the card never reaches the kiosk's server.

import type { StripeEndpoint } from '@gamepod/services';
import type { Page } from 'playwright-core';

/** The `window.Stripe` the page gets: elements().create('card') and createPaymentMethod. */
const STRIPE_JS = `(() => {
  const FIELDS = [['number', 'Stripe card number'], ['expiry', 'Stripe expiry MM / YY'], ['cvc', 'Stripe CVC'], ['postal', 'Stripe ZIP']];
  function Stripe(key) {
    let inputs = null;
    return {
      elements() {
        return {
          create() {
            let box = null;
            return {
              mount(host) {
                box = document.createElement('div');
                box.style.display = 'flex';
                box.style.gap = '12px';
                inputs = {};
                for (const [name, label] of FIELDS) {
                  const input = document.createElement('input');
                  input.setAttribute('aria-label', label);
                  input.placeholder = label.replace('Stripe ', '');
                  input.style.cssText = 'flex:1;min-width:0;font-size:22px;background:transparent;color:#f5f7fb;border:0;outline:0';
                  box.appendChild(input);
                  inputs[name] = input;
                }
                host.appendChild(box);
              },
              on() {},
              destroy() { box?.remove(); inputs = null; },
            };
          },
        };
      },
      async createPaymentMethod(opts) {
        const [month = '', year = ''] = inputs.expiry.value.split('/').map((p) => p.trim());
        const body = new URLSearchParams({
          key, type: opts.type, 'card[number]': inputs.number.value, 'card[exp_month]': month,
          'card[exp_year]': year, 'card[cvc]': inputs.cvc.value,
        });
        const res = await fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST', body });
        const json = await res.json();
        return res.ok ? { paymentMethod: json } : { error: json.error };
      },
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();`;

/** Serves Stripe.js to `page`, and sends its calls to Stripe's API on to the stand-in at `api`. */
export async function routeStripeJs(page: Page, api: StripeEndpoint): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const answer = await route.fetch({ url: `${api.protocol}://${api.host}:${api.port}${url.pathname}` });
    await route.fulfill({ response: answer, headers: { ...answer.headers(), 'access-control-allow-origin': '*' } });
  });
}
