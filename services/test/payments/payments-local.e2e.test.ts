import { paymentCases } from '../support/payment-cases.ts';
import { paymentLimitCases } from '../support/payment-limit-cases.ts';
import { paymentOutcomeCases } from '../support/payment-outcome-cases.ts';
import { localProvider } from '../support/payment-providers.ts';

const name = 'through the local gateway';
paymentCases(`paying for time ${name} (/user/payment/*)`, localProvider);
paymentLimitCases(`limits and card ownership ${name}`, localProvider);
paymentOutcomeCases(`processing, failures, refunds and disputes ${name} (its local-mode calls)`, localProvider);
