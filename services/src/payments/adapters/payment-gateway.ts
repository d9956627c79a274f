import { GamepodError } from '@gamepod/events';

/** A payment intent as the provider tells it. */
export type GatewayIntent = {
  readonly id: string;
  readonly client_secret: string;
  readonly amount: number;
  readonly currency: string;
  /** The provider's status: succeeded, processing, requires_payment_method, requires_action, canceled... */
  readonly status: string;
  readonly payment_method: string | null;
  /** The ids our side put on the intent when making it. */
  readonly metadata: Readonly<Record<string, string>>;
};

/** A card kept with the provider for the player's next purchase. */
export type SavedMethod = {
  readonly id: string;
  readonly type: 'card';
  readonly card: { readonly brand: string; readonly last4: string };
};

/** A card as the kiosk's own card form sends it. */
export type CardInput = {
  readonly number: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc: string;
};

/** A dispute of a charge, as the provider tells it. */
export type GatewayDispute = {
  readonly dispute_id: string;
  readonly amount_cents: number;
  /** needs_response, under_review, won, lost, warning_needs_response, warning_closed... */
  readonly status: string;
  readonly reason: string;
};

/**
 * What a verified webhook says happened: an intent's new status (succeeded, processing,
 * failed, canceled) with the provider's message, a charge's refunds so far, or a dispute's
 * state. Null for events we do not act on.
 */
export type GatewayWebhook =
  | { readonly type: 'intent'; readonly intent: GatewayIntent; readonly message: string }
  | {
      readonly type: 'refund';
      readonly intent_id: string;
      readonly charge_id: string;
      /** The charge's refunds so far, in cents: a running total, so a replay changes nothing. */
      readonly refunded_cents: number;
    }
  | { readonly type: 'dispute'; readonly intent_id: string; readonly dispute: GatewayDispute };

/**
 * The provider refused a card or a payment (declined, insufficient funds, a wrong number):
 * 402 with the provider's own message, which the kiosk shows as it is.
 */
export class PaymentDeclined extends GamepodError {
  constructor(message: string, declineCode: string, field?: string) {
    super('payment_declined', 402, message, { decline_code: declineCode, ...(field ? { field } : {}) });
  }
}

/** The provider could not be reached or answered with an error of its own: 502, its message kept in the log. */
export class GatewayUnavailable extends GamepodError {
  constructor(cause: unknown) {
    super('payment_gateway_unavailable', 502, 'The payment provider did not answer. Please try again.', {}, { cause });
  }
}

/**
 * Card payments for paid time: Stripe when a secret key is set, else the local gateway, which
 * answers Stripe's documented test cards the way Stripe's test mode does. Each player is one
 * provider customer, so the cards they save stay theirs.
 */
export interface PaymentGateway {
  readonly provider: 'stripe' | 'local';
  /**
   * The public key the kiosk's browser SDK takes cards with (Stripe.js Elements), so that card
   * numbers never pass through our server; null: the kiosk shows its own card form.
   */
  readonly publishableKey: string | null;
  /** The customer that holds `userId`'s saved cards, made on first use and remembered by the caller. */
  createCustomer(userId: string): Promise<string>;
  createIntent(input: {
    readonly amount: number;
    readonly customer: string;
    readonly metadata: Readonly<Record<string, string>>;
  }): Promise<GatewayIntent>;
  retrieveIntent(intentId: string): Promise<GatewayIntent>;
  /** Whether the card that pays this intent is kept on the customer for later. */
  setSaveCard(intentId: string, save: boolean): Promise<void>;
  /** @throws PaymentDeclined when the provider refuses the card. */
  confirmIntent(intentId: string, paymentMethod: string): Promise<GatewayIntent>;
  /** @throws PaymentDeclined (field number, exp_month, exp_year or cvc) for a card the provider refuses to take. */
  createMethod(card: CardInput): Promise<string>;
  listMethods(customer: string): Promise<SavedMethod[]>;
  /** The customer a saved card belongs to, or null. */
  methodOwner(methodId: string): Promise<string | null>;
  detachMethod(methodId: string): Promise<void>;
  /**
   * Checks a webhook's signature on its raw body and reads it.
   * @throws PaymentDeclined never; a ValidationError (400) for a bad signature.
   */
  readWebhook(rawBody: Buffer, signature: string): GatewayWebhook | null;
}

/**
 * Statuses in which the provider has taken the payment: the kiosk shows success for both, but
 * only succeeded credits time; processing waits for the provider's word.
 */
export const ACCEPTED_STATUSES: ReadonlySet<string> = new Set(['succeeded', 'processing']);
