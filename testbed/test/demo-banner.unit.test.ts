import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@gamepod/services';
import { demoAccountsBanner } from '../src/demo/demo-banner.ts';

describe("npm start's banner", () => {
  it('lists every demo account with its role and where it signs in, under their password', () => {
    const [head, ...rows] = demoAccountsBanner();
    assert.equal(head, `  demo accounts (password ${DEMO_PASSWORD}):`);
    assert.equal(rows.length, DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS)
      assert.ok(
        rows.some((r) => r.trim().startsWith(account.email)),
        account.email,
      );
    const restricted = rows.find((r) => r.includes('restricted@demo.test')) ?? '';
    assert.match(
      restricted,
      /restricted admin\s+a demo pod's kiosk only \(its admin dashboard\); the console refuses it$/,
    );
    assert.match(rows[0] ?? '', /player@demo\.test\s+player\s+a demo pod's kiosk$/);
  });
});
