import { LocalGateway } from '../src/payments/local-gateway.ts';
import { paymentCases } from './support/payment-cases.ts';

paymentCases('paying for time through the local gateway (/user/payment/*)', async () => {
  const gateway = new LocalGateway();
  return { gateway, sign: async (intentId) => gateway.signedWebhook(intentId) };
});
