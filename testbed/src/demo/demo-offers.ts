// The demo's paid time, seeded on first start: three offers for the demo's paid lab, and a
// purchase history for the demo player, bought through the API and the payment gateway
// (the local one without a Stripe key) with Stripe's 4242 test card.

type Call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<Record<string, unknown>>;

const DEMO_OFFERS = [
  { name: 'Quick Match', minutes: 30, usd_cost: 5, order: 1, image_url: null },
  { name: 'Power Hour', minutes: 60, usd_cost: 9, order: 2, image_url: null },
  { name: 'Marathon', minutes: 180, usd_cost: 24, order: 3, image_url: null },
] as const;

/** Saves the demo offers unless the demo client has offers already (a restart keeps them). */
export async function ensureDemoOffers(call: Call, clientId: string, paidLabId: string): Promise<boolean> {
  const listed = await call('GET', `/admin/offers/list?client_id=${clientId}&length=1`);
  if ((listed.total_rows as number) > 0) return false;
  for (const offer of DEMO_OFFERS) {
    await call('POST', '/admin/offers/save', { ...offer, client_id: clientId, lab_id: paidLabId });
  }
  return true;
}

/**
 * Buys two offers as the demo player on a pod of the paid lab (a kiosk session of its own),
 * then signs them out, so User Detail's Offer Payments and their balance have something to show.
 */
export async function seedDemoPurchases(
  call: Call,
  pod: { readonly pod_id_key: string },
  player: { readonly email: string; readonly password: string },
): Promise<void> {
  const kiosk = await call('POST', '/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
  const session_id_key = String(kiosk.session_id_key);
  const login = await call('POST', '/user/login', {
    session_id_key,
    username: player.email,
    password: player.password,
  });
  const token = String(login.token);
  const offers = (await call('GET', `/user/player_offers?session_id_key=${session_id_key}`, undefined, token))
    .offers as Array<{ id: string; usd_cost: number }>;
  for (const offer of offers.slice(0, 2)) {
    const card = {
      session_id_key,
      type: 'card',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    };
    const pm = (await call('POST', '/user/payment/create_method', card, token)).pm as { id: string };
    const { intent } = (await call(
      'POST',
      '/user/payment/create_intent',
      { session_id_key, amount: offer.usd_cost, ids: offer.id },
      token,
    )) as { intent: { id: string } };
    await call(
      'POST',
      '/user/payment/confirm_intent',
      { session_id_key, payment_intent: intent.id, payment_method: pm.id },
      token,
    );
  }
  await call('POST', '/user/logout', { session_id_key, token, reason_text: 'demo seed done' }, token);
}
