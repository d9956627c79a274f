/** The inputs the on-screen keyboard types into: text-like fields that are not read-only. */
const TYPABLE = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

export function isTypable(el: EventTarget | null): el is HTMLInputElement {
  return el instanceof HTMLInputElement && TYPABLE.has(el.type) && !el.readOnly && !el.disabled;
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Sets an input's value the way typing would, so React's onChange (an 'input' event) hears it. */
function setValue(input: HTMLInputElement, value: string, caret: number): void {
  valueSetter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // email and number inputs have no selection API
  try {
    input.setSelectionRange(caret, caret);
  } catch {
    // the caret stays at the end
  }
}

function selection(input: HTMLInputElement): [number, number] {
  try {
    const start = input.selectionStart ?? input.value.length;
    return [start, input.selectionEnd ?? start];
  } catch {
    return [input.value.length, input.value.length];
  }
}

/** Types `text` at the caret (replacing a selection), within the input's maxLength. */
export function typeInto(input: HTMLInputElement, text: string): void {
  const [start, end] = selection(input);
  const next = input.value.slice(0, start) + text + input.value.slice(end);
  if (input.maxLength >= 0 && next.length > input.maxLength) return;
  setValue(input, next, start + text.length);
}

/** Deletes the selection, or the character before the caret. */
export function backspace(input: HTMLInputElement): void {
  const [start, end] = selection(input);
  if (start === end && start === 0) return;
  const from = start === end ? start - 1 : start;
  setValue(input, input.value.slice(0, from) + input.value.slice(end), from);
}

/**
 * Enter: moves on to the form's next empty text field, as a phone's keyboard does (the
 * keyboard may cover it), else submits the form as a physical Enter would.
 */
export function enterFrom(input: HTMLInputElement): void {
  const fields = [...(input.form?.elements ?? [])].filter(isTypable);
  const next = fields.slice(fields.indexOf(input) + 1).find((f) => f.value === '');
  if (next) next.focus();
  else input.form?.requestSubmit();
}
