import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFormState } from '../src/lib/form-state.ts';

type Offer = { name: string; minutes: string };
const BLANK: Offer = { name: '', minutes: '' };

/** A refusal as the API client throws it: a message and the envelope's data. */
const refusal = (message: string, data: unknown) => Object.assign(new Error(message), { status: 400, data });

/** An offer form whose name is required and whose minutes must be whole, counting what it says. */
function offerForm() {
  const said = { missing: 0, invalid: 0 };
  const form = createFormState<Offer>({
    blank: BLANK,
    check: (v) => {
      const errors: Partial<Record<keyof Offer, string>> = {};
      if (!v.name.trim()) errors.name = 'This field is required';
      if (v.minutes && !/^\d+$/.test(v.minutes)) errors.minutes = 'Whole minutes';
      return { errors, missing: errors.name !== undefined };
    },
    onMissing: () => {
      said.missing++;
    },
    onInvalid: () => {
      said.invalid++;
    },
  });
  return { form, said };
}

describe("a console form's state", () => {
  it('sends nothing while a required field is empty, and says so once', async () => {
    const { form, said } = offerForm();
    let sent = 0;
    const result = await form.submit(async () => {
      sent++;
      return 'saved';
    });
    assert.equal(result, undefined);
    assert.equal(sent, 0);
    assert.deepEqual(said, { missing: 1, invalid: 0 });
    assert.deepEqual(form.errors.value, { name: 'This field is required' });
  });

  it('clears a field’s error as it changes, and sends the values once they pass', async () => {
    const { form, said } = offerForm();
    await form.submit(async () => 'not sent');
    form.set('name', 'One hour');
    assert.deepEqual(form.errors.value, {}, 'the changed field lost its error');
    form.set('minutes', '6o');
    assert.equal(await form.submit(async () => 'not sent'), undefined);
    assert.deepEqual(said, { missing: 1, invalid: 1 }, 'wrong but nothing missing');
    form.set('minutes', '60');
    const sent: Offer[] = [];
    const result = await form.submit(async (v) => {
      sent.push(v);
      assert.equal(form.saving.value, true, 'saving while it is sent');
      return 'saved';
    });
    assert.equal(result, 'saved');
    assert.deepEqual(sent, [{ name: 'One hour', minutes: '60' }]);
    assert.equal(form.saving.value, false);
  });

  it('marks the field a refusal names and hands the refusal over', async () => {
    const { form } = offerForm();
    form.fill({ name: 'Taken', minutes: '30' });
    const err = refusal('An offer with this name exists', { code: 'validation', field: 'name' });
    const failed: unknown[] = [];
    const result = await form.submit(
      () => Promise.reject(err),
      (e) => failed.push(e),
    );
    assert.equal(result, undefined);
    assert.deepEqual(failed, [err]);
    assert.deepEqual(form.errors.value, { name: 'An offer with this name exists' });
    assert.deepEqual(form.values.value, { name: 'Taken', minutes: '30' }, 'the form keeps what was typed');
  });

  it('takes one submit at a time', async () => {
    const { form } = offerForm();
    form.fill({ name: 'One hour', minutes: '60' });
    let release: () => void = () => undefined;
    let sent = 0;
    const first = form.submit(async () => {
      sent++;
      await new Promise<void>((r) => {
        release = r;
      });
      return 'first';
    });
    assert.equal(await form.submit(async () => 'second'), undefined, 'a second submit while saving does nothing');
    release();
    assert.equal(await first, 'first');
    assert.equal(sent, 1);
  });

  it('goes back to the blank form on reset', () => {
    const { form } = offerForm();
    form.fill({ name: 'One hour', minutes: 'x' });
    form.check();
    form.reset();
    assert.deepEqual(form.values.value, BLANK);
    assert.deepEqual(form.errors.value, {});
  });
});
