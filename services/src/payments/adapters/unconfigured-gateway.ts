import { GamepodError, ValidationError } from '@gamepod/events';
import type { PaymentGateway } from './payment-gateway.ts';

/** Card payments are off: production without a provider key. */
export class PaymentsNotSetUp extends GamepodError {
  constructor() {
    super('payments_not_set_up', 503, 'Card payments are not set up on this server.');
  }
}

const off = async (..._args: unknown[]): Promise<never> => {
  throw new PaymentsNotSetUp();
};

/**
 * The gateway of a production server with no STRIPE_SECRET_KEY: every payment call is 503.
 * The local gateway would accept test cards there, which is free time for anyone who knows
 * 4242 4242 4242 4242.
 */
export class UnconfiguredGateway implements PaymentGateway {
  readonly provider = 'local' as const;
  readonly publishableKey = null;
  createCustomer = off;
  createIntent = off;
  retrieveIntent = off;
  setSaveCard = off;
  confirmIntent = off;
  createMethod = off;
  listMethods = off;
  methodOwner = off;
  detachMethod = off;
  readWebhook(): never {
    throw new ValidationError('stripe-signature: no webhook is expected here', { field: 'stripe-signature' });
  }
}
