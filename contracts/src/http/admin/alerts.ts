import Type from 'typebox';
import { EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '../../catalogues/form-limits.ts';
import { Id, Strict, WithToken } from '../fields.ts';
import { post } from '../route.ts';

/** Raise an emergency alert on every pod of a lab. */
export const adminAlertsEmergency = post('/admin/alerts/emergency', {
  body: Strict({
    lab_id: Id,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    expire: Type.Integer({
      minimum: EMERGENCY_EXPIRE_MIN,
      maximum: EMERGENCY_EXPIRE_MAX,
      description: 'seconds the pods show it before acknowledging it themselves',
    }),
    ...WithToken,
  }),
  data: Type.Object({ alert_id: Type.String(), pods: Type.Integer() }),
});
