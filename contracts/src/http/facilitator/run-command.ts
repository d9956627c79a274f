import { FacilitatorCommandBody, IssuedCommands } from '../pod-command.ts';
import { post } from '../route.ts';

/** Manage Event: mute, play_game, led1, led2 or reset on the selected pods of one's client. */
export const facilitatorRunCommand = post('/facilitator/run/command', {
  body: FacilitatorCommandBody,
  data: IssuedCommands,
});
