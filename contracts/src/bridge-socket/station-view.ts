import Type, { type Static } from 'typebox';

/** A console the station can run games on. */
export const Platform = Type.Union([Type.Literal('xb'), Type.Literal('ps'), Type.Literal('sw'), Type.Literal('pc')]);
export type Platform = Static<typeof Platform>;

/** What an output (xd1, xd2) reports: a console, nothing attached (`na`), or a console starting up. */
export const Slot = Type.Union([...Platform.anyOf, Type.Literal('na'), Type.Literal('start')]);
export type Slot = Static<typeof Slot>;

/** What the bridge last observed of its station, as the helper reported it. */
export const StationView = Type.Object({
  xd1: Slot,
  xd2: Slot,
  xb_disabled: Type.Boolean(),
  ps_disabled: Type.Boolean(),
  sw_disabled: Type.Boolean(),
  pc_disabled: Type.Boolean(),
  pod_disabled: Type.Boolean(),
  idle: Type.Boolean(),
  asleep: Type.Boolean(),
  logout_pending: Type.Boolean(),
  logout_reason: Type.Union([Type.Literal('button'), Type.Literal('seat'), Type.Null()], {
    description:
      'why the physical logout is pending: the button, or the seat sensor (left for 30 s); null when none is',
  }),
  game_started: Type.Boolean(),
  game_playing: Type.Boolean(),
  game_platform: Type.String(),
  volume: Type.Integer({ description: "0–50 on the helper's scale; the kiosk slider shows it doubled as a percent" }),
  muted: Type.Boolean({ description: "the helper's mute flag, reported beside the volume" }),
  keyboard: Type.Boolean({
    description: 'a physical keyboard is attached: the kiosk shows search boxes and no on-screen keyboard',
  }),
  screen_buttons: Type.Union([Type.Literal(0), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
    description:
      'the pod buttons panel: 0 off; 2 shows Return to Menu and Logout Now, 3 adds the volume, 4 adds the Dome toggle (when dome_override)',
  }),
  dome_override: Type.Boolean({ description: 'the pod has a dome speaker the player may mute and unmute' }),
  dome_muted: Type.Boolean({ description: "the dome speaker's mute, as the helper reports it" }),
  push_menu: Type.Boolean({ description: 'the station asks the kiosk to bring its menu forward (check/push_menu)' }),
  touch: Type.Boolean({ description: 'the station has a touch screen (check/pod_touch)' }),
  reserved: Type.Boolean({ description: 'the station reports itself reserved (check/pod_reserved)' }),
});
export type StationView = Static<typeof StationView>;
