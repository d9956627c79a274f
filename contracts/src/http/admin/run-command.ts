import { AdminCommandBody, IssuedCommands } from '../pod-command.ts';
import { post } from '../route.ts';

/** Send a command (lockout, reboot, led1, play game…) to the selected pods. */
export const adminRunCommand = post('/admin/run/command', { body: AdminCommandBody, data: IssuedCommands });
