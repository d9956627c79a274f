// The calls Buy Time makes: the pod's offers and the player's card payments.
import type { BodyOf } from '@gamepod/contracts/http';
import { getAs, post } from '#api/api-client.ts';

/** Who asks: the kiosk session and the signed-in player's token. */
export type PlayerKeys = { session_id_key: string; token: string };

type NewCard = Omit<BodyOf<'/user/payment/create_method'>, 'session_id_key' | 'token' | 'type'>;

export const buyTimeApi = {
  offers: (k: PlayerKeys, page: number) =>
    getAs(k.token, '/user/player_offers', { session_id_key: k.session_id_key, page }),
  provider: (k: PlayerKeys) => post('/user/payment/provider', k),
  savedCards: (k: PlayerKeys) => post('/user/payment/available_methods', k),
  deleteCard: (k: PlayerKeys, payment_method: string) => post('/user/payment/delete_method', { ...k, payment_method }),
  createIntent: (k: PlayerKeys, amount: number, ids: string) =>
    post('/user/payment/create_intent', { ...k, amount, ids }),
  createCard: (k: PlayerKeys, card: NewCard) => post('/user/payment/create_method', { ...k, type: 'card', ...card }),
  updateSaveCard: (k: PlayerKeys, payment_intent: string, save: boolean, amount: number) =>
    post('/user/payment/update_save_card', { ...k, payment_intent, save_card: save ? 1 : 0, amount }),
  confirm: (k: PlayerKeys, payment_intent: string, payment_method: string, existing: boolean) =>
    post('/user/payment/confirm_intent', {
      ...k,
      payment_intent,
      payment_method,
      existing_method: existing ? 1 : 0,
    }),
};
