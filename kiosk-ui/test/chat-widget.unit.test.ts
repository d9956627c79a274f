import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ChatWidget,
  CRISP_SCRIPT_URL,
  type CrispHost,
  chooseChatWidget,
} from '../src/app-state/chat/chat-widget.ts';

/** A page's globals and the scripts added to it, as plain values. */
function page(): CrispHost & { scripts: string[] } {
  const scripts: string[] = [];
  return { globals: {}, scripts, addScript: (src) => scripts.push(src) };
}

/** A local widget that records what the kiosk asked of it. */
function localWidget(): ChatWidget & { calls: string[] } {
  const calls: string[] = [];
  return { provider: 'local', calls, open: () => calls.push('open'), loggedOut: () => calls.push('loggedOut') };
}

describe('the chat widget adapter', () => {
  it("uses the local chat for 'local' and adds no script to the page, even when opened and logged out", () => {
    const host = page();
    const local = localWidget();
    const widget = chooseChatWidget({ provider: 'local', key: null }, local, () => host);
    widget.open();
    widget.loggedOut();
    assert.equal(widget, local);
    assert.deepEqual(local.calls, ['open', 'loggedOut']);
    assert.deepEqual(host.scripts, []);
    assert.deepEqual(host.globals, {});
  });

  it("uses the local chat when the server says 'crisp' without a key", () => {
    const host = page();
    const local = localWidget();
    assert.equal(
      chooseChatWidget({ provider: 'crisp', key: null }, local, () => host),
      local,
    );
    assert.deepEqual(host.scripts, []);
  });

  it("loads Crisp's script once, at the first open, with the website key, and opens its chatbox", () => {
    const host = page();
    const widget = chooseChatWidget({ provider: 'crisp', key: 'site-123' }, localWidget(), () => host);
    assert.equal(widget.provider, 'crisp');
    assert.deepEqual(host.scripts, [], 'choosing Crisp loads nothing yet');
    widget.open();
    widget.open();
    assert.deepEqual(host.scripts, [CRISP_SCRIPT_URL]);
    assert.equal(host.globals.CRISP_WEBSITE_ID, 'site-123');
    assert.deepEqual(host.globals.$crisp, [
      ['do', 'chat:show'],
      ['do', 'chat:open'],
      ['do', 'chat:show'],
      ['do', 'chat:open'],
    ]);
  });

  it("resets Crisp's session at logout, so the next player starts a new conversation", () => {
    const host = page();
    const widget = chooseChatWidget({ provider: 'crisp', key: 'site-123' }, localWidget(), () => host);
    widget.open();
    widget.loggedOut();
    assert.deepEqual(host.globals.$crisp?.slice(-2), [
      ['do', 'chat:close'],
      ['do', 'session:reset'],
    ]);
  });

  it('leaves the page alone at logout when Crisp was never opened', () => {
    const host = page();
    chooseChatWidget({ provider: 'crisp', key: 'site-123' }, localWidget(), () => host).loggedOut();
    assert.deepEqual(host.scripts, []);
    assert.equal(host.globals.$crisp, undefined);
  });
});
