import { readBoolean, readColour } from './helper-input.ts';
import { HelperRefusal, ok } from './helper-reply.ts';
import type { HelperRoute, RouteTable } from './helper-route.ts';
import type { StationState } from './station-state.ts';

type LedKey = 'led1' | 'led2';

function unlocked(state: StationState, led: LedKey): StationState[LedKey] {
  const current = state[led];
  if (current.locked) throw new HelperRefusal(`${led.toUpperCase()} is locked`);
  return current;
}

const ledData = (led: LedKey, value: StationState[LedKey]) => ({
  [`${led}_color`]: value.color,
  [`${led}_default`]: value.default_color,
  [`${led}_lock`]: value.locked,
});

function ledRoutes(led: LedKey): RouteTable {
  // An optional colour makes it the new default before the LED returns to the default.
  const setDefault: HelperRoute = {
    method: 'POST',
    handle: ({ state, input }) => {
      const current = unlocked(state, led);
      const defaultColour = input.color === undefined ? current.default_color : readColour(input, 'color');
      const next = { ...current, color: defaultColour, default_color: defaultColour };
      return ok({ ...state, [led]: next }, ledData(led, next));
    },
  };
  const change: HelperRoute = {
    method: 'POST',
    handle: ({ state, input }) => {
      const next = { ...unlocked(state, led), color: readColour(input, 'color') };
      return ok({ ...state, [led]: next }, ledData(led, next));
    },
  };
  const lock: HelperRoute = {
    method: 'POST',
    handle: ({ state, input }) => {
      const next = { ...state[led], locked: readBoolean(input, 'lock') };
      return ok({ ...state, [led]: next }, ledData(led, next));
    },
  };
  return {
    [`/kiosk/set/${led}_default`]: setDefault,
    [`/kiosk/set/${led}_change`]: change,
    [`/kiosk/set/${led}_lock`]: lock,
  };
}

/** POST /kiosk/set/led{1,2}_{default,change,lock}. A locked LED refuses default and change. */
export const LED_ROUTES: RouteTable = { ...ledRoutes('led1'), ...ledRoutes('led2') };
