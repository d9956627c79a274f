// The chat widget of the signed-in player: named by the server once per sign-in, opened by the
// chat buttons, told 'logged-out' when the player leaves.

import { effect } from '@preact/signals-react';
import { chatApi } from '#api/endpoints.ts';
import { onChatPush } from '#app-state/realtime/realtime-model.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { type ChatWidget, type CrispHost, chooseChatWidget } from './chat-widget.ts';
import { applyChatPush, forgetChat, localChatWidget } from './local-chat-model.ts';

/** The page's own globals and <head>, for the Crisp adapter in the browser. */
function browserCrispHost(): CrispHost {
  return {
    globals: window as unknown as CrispHost['globals'],
    addScript(src) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    },
  };
}

let widget: ChatWidget = localChatWidget;
let choosing: Promise<ChatWidget> | null = null;

/** Asks the server once per sign-in which widget it uses; the local chat while it cannot say. */
function choose(): Promise<ChatWidget> {
  const key = podSession.value?.session_id_key;
  const token = userSession.value?.token;
  if (!key || !token) return Promise.resolve(localChatWidget);
  choosing ??= chatApi
    .provider({ session_id_key: key, token })
    .then((provider) => {
      const chosen = chooseChatWidget(provider, localChatWidget, browserCrispHost);
      // an answer that comes after the player left is not the next player's choice
      if (userSession.value?.token === token) widget = chosen;
      return chosen;
    })
    .catch(() => {
      // this open uses the local chat; the next one asks again
      choosing = null;
      return localChatWidget;
    });
  return choosing;
}

/** The chat buttons: opens the widget over the current screen. */
export function openChat(): void {
  const token = userSession.value?.token;
  void choose().then((w) => {
    if (userSession.value?.token === token) w.open();
  });
}

/** 'logged-out': the widget closes and forgets the conversation; the next sign-in asks again. */
export function chatLoggedOut(): void {
  widget.loggedOut();
  // the local panel is forgotten too, whichever widget was chosen
  if (widget !== localChatWidget) forgetChat();
  widget = localChatWidget;
  choosing = null;
}

/**
 * Follows the signed-in player's chat: staff's answers from the pod's pushes, and a new
 * sign-in (or none) starts from a closed, empty chat. Returns the stop.
 */
export function watchChat(): () => void {
  let lastUser: string | null = null;
  const stopSession = effect(() => {
    const user = userSession.value?.user_id ?? null;
    if (user === lastUser) return;
    const hadUser = lastUser !== null;
    lastUser = user;
    if (hadUser) chatLoggedOut();
  });
  const stopPushes = onChatPush(applyChatPush);
  return () => {
    stopPushes();
    stopSession();
  };
}
