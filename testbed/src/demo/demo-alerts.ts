// The demo's alerts for players, seeded on first start: one for everyone and one for the demo's
// free lab, so the demo player meets the Important Alerts overlay after the orientation.

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** Posts the two demo alerts unless the demo client has alerts already (a restart keeps them). */
export async function ensureDemoAlerts(call: Call, clientId: string, labId: string): Promise<void> {
  const listed = await call('GET', `/common/alerts/list?client_id=${clientId}&length=1`);
  if ((listed.total_rows as number) > 0) return;
  await call('POST', '/common/alerts/save', {
    scope: 'global',
    type: 'check',
    enable: 1,
    text_head: 'Welcome to gamepod!',
    text_sub: 'Log out when you are done, so the next player can start.',
  });
  await call('POST', '/common/alerts/save', {
    scope: 'lab',
    clients: clientId,
    labs: labId,
    type: 'success',
    enable: 1,
    text_head: 'Tournament Friday at 7 PM',
    text_sub: 'Sign up at the front desk. Prizes for the top three.',
  });
}
