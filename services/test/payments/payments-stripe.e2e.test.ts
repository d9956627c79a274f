import { paymentCases } from '../support/payment-cases.ts';
import { paymentLimitCases } from '../support/payment-limit-cases.ts';
import { paymentOutcomeCases } from '../support/payment-outcome-cases.ts';
import { stripeProvider } from '../support/payment-providers.ts';

// the official SDK, pointed by its host, port and protocol settings at a stand-in for Stripe's API
const name = "through Stripe's SDK";
paymentCases(`paying for time ${name} (/user/payment/*, signed webhooks)`, stripeProvider);
paymentLimitCases(`limits and card ownership ${name}`, stripeProvider);
paymentOutcomeCases(`processing, failures, refunds and disputes ${name} (signed webhooks)`, stripeProvider);
