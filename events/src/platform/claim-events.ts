import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Owner = {
  kind: Type.String({ description: "the claim's kind: email, mac, pod_key, slot…" }),
  owner_aggregate: Type.String(),
  owner_id: Type.String(),
};

export const UniqueValueClaimed = defineEvent({
  type: 'UniqueValueClaimed',
  aggregate: 'claim',
  description: 'A unique value (its sha256 is the subject) now belongs to one aggregate instance.',
  schema: Type.Object(Owner),
});

export const UniqueValueReleased = defineEvent({
  type: 'UniqueValueReleased',
  aggregate: 'claim',
  description: 'The owner gave the unique value up; the next claimer may take it.',
  schema: Type.Object(Owner),
});
