// The ChatWidget adapter: the kiosk opens "a chat with the venue" without knowing whose chat it
// is. The server names the widget once per sign-in (`/chat/provider`): the local chat staff
// answer from the console, or a vendor's widget by its public key.

import type { ChatProvider } from '@gamepod/contracts/http';

/** What the kiosk asks of a chat widget. */
export type ChatWidget = {
  readonly provider: ChatProvider['provider'];
  /** Shows the chat over the current screen. */
  open(): void;
  /** The player logged out: close the chat and forget the conversation on screen. */
  loggedOut(): void;
};

/** Crisp's loader; it is added to the page only when the server names Crisp. */
export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

/** The page the Crisp adapter works on: its globals and a way to add a script. */
export type CrispHost = {
  readonly globals: { $crisp?: unknown[]; CRISP_WEBSITE_ID?: string };
  addScript(src: string): void;
};

/**
 * Crisp's chatbox, by its website key. `$crisp` is a queue Crisp reads when its script has
 * loaded, so commands pushed before then still run. The script is added at the first open, once.
 */
export function crispChatWidget(key: string, host: CrispHost): ChatWidget {
  let loaded = false;
  const queue = (): unknown[] => {
    host.globals.$crisp ??= [];
    return host.globals.$crisp;
  };
  return {
    provider: 'crisp',
    open() {
      if (!loaded) {
        queue();
        host.globals.CRISP_WEBSITE_ID = key;
        host.addScript(CRISP_SCRIPT_URL);
        loaded = true;
      }
      queue().push(['do', 'chat:show'], ['do', 'chat:open']);
    },
    loggedOut() {
      // nothing was loaded: there is no Crisp session to end
      if (!loaded) return;
      queue().push(['do', 'chat:close'], ['do', 'session:reset']);
    },
  };
}

/**
 * The widget the server named: Crisp's for 'crisp' with a key, else the local one. Choosing
 * adds nothing to the page; a vendor's script loads only when its widget first opens.
 */
export function chooseChatWidget(provider: ChatProvider, local: ChatWidget, crispHost: () => CrispHost): ChatWidget {
  if (provider.provider === 'crisp' && provider.key) return crispChatWidget(provider.key, crispHost());
  return local;
}
