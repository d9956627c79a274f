import Type from 'typebox';
import { Flag, KioskKeys, Strict, TokenField } from '../fields.ts';
import { post } from '../route.ts';

/** The player saw the free or paid orientation during this login. */
export const orientationMark = post('/orientation/mark', {
  body: Strict({ ...KioskKeys, token: TokenField, type: Type.Union([Type.Literal('free'), Type.Literal('paid')]) }),
  data: Type.Object({ is_orientation: Flag, is_orientation_paid: Flag }),
});
