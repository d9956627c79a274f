import { useEffect, useRef, useState } from 'react';
import Keyboard from 'simple-keyboard/build/index.modern.esm.js';
import 'simple-keyboard/build/css/index.css';
import { backspace, enterFrom, isTypable, typeInto } from './keyboard-typing.ts';
import './on-screen-keyboard.css';

const LAYOUT = {
  default: [
    '1 2 3 4 5 6 7 8 9 0 {bksp}',
    'q w e r t y u i o p',
    'a s d f g h j k l {enter}',
    '{shift} z x c v b n m @ . -',
    '{esc} _ {space} .com',
  ],
  shift: [
    '! # $ % & * + = ? / {bksp}',
    'Q W E R T Y U I O P',
    'A S D F G H J K L {enter}',
    '{shift} Z X C V B N M @ . -',
    '{esc} _ {space} .com',
  ],
};

const DISPLAY = { '{bksp}': '⌫', '{enter}': 'Enter', '{shift}': '⇧', '{space}': 'Space', '{esc}': 'Escape' };
/** What a screen reader (and a test) calls each key. */
const NAMES: Readonly<Record<string, string>> = { ...DISPLAY, '{bksp}': 'Backspace', '{shift}': 'Shift' };

/** The library draws keys as plain elements: each is named and made a button for assistive technology. */
function nameKeys(root: HTMLElement): void {
  for (const key of root.querySelectorAll<HTMLElement>('.hg-button')) {
    const id = key.dataset.skbtn ?? '';
    key.setAttribute('role', 'button');
    key.setAttribute('aria-label', NAMES[id] ?? id);
  }
}

/**
 * An on-screen keyboard for stations without a physical one: while `enabled`, focusing a text
 * field opens it (docked at the bottom, or at the top when the field sits in the lower half),
 * and its keys type into that field as typing would; Enter moves to the form's next empty field
 * or submits the form, Escape
 * (its key or a physical one) closes it. Render it once; every screen's fields get it.
 */
export function OnScreenKeyboard({ enabled }: { enabled: boolean }) {
  const [target, setTarget] = useState<HTMLInputElement | null>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!enabled) {
      setTarget(null);
      return;
    }
    const onFocus = (e: Event) => {
      if (isTypable(e.target)) setTarget(e.target);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setTarget(null);
    };
    // focusing a field opens it, and so does tapping the focused field after Escape
    document.addEventListener('focusin', onFocus);
    document.addEventListener('click', onFocus);
    document.addEventListener('keydown', onKey);
    if (isTypable(document.activeElement)) setTarget(document.activeElement);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('click', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled]);

  useEffect(() => {
    const el = host.current;
    if (!target || !el) return;
    let layoutName: 'default' | 'shift' = 'default';
    const keyboard = new Keyboard(el, {
      layout: LAYOUT,
      display: DISPLAY,
      layoutName,
      preventMouseDownDefault: true,
      disableButtonHold: true,
      onRender: () => nameKeys(el),
      onKeyPress: (button: string) => {
        if (!target.isConnected) return setTarget(null);
        if (button === '{esc}') return setTarget(null);
        if (button === '{shift}') {
          layoutName = layoutName === 'default' ? 'shift' : 'default';
          return keyboard.setOptions({ layoutName });
        }
        if (button === '{bksp}') return backspace(target);
        if (button === '{enter}') return enterFrom(target);
        typeInto(target, button === '{space}' ? ' ' : button);
        // one shifted letter, as phones do
        if (layoutName === 'shift') {
          layoutName = 'default';
          keyboard.setOptions({ layoutName });
        }
      },
    });
    // the field's screen went away (a login moved on): so does the keyboard
    const gone = new MutationObserver(() => {
      if (!target.isConnected) setTarget(null);
    });
    gone.observe(document.body, { childList: true, subtree: true });
    return () => {
      gone.disconnect();
      keyboard.destroy();
    };
  }, [target]);

  if (!target) return null;
  const rect = target.getBoundingClientRect();
  const dock = rect.top + rect.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
  return (
    // pressing a key must not take the focus from the field
    <section
      className={`osk osk--${dock}`}
      aria-label="On-screen keyboard"
      onPointerDown={(e) => e.preventDefault()}
      onMouseDown={(e) => e.preventDefault()}
    >
      <div ref={host} className="simple-keyboard" />
    </section>
  );
}
