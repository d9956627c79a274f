// What the pod screens send, as the contracts' bodies have it (types only).

import type { CommandType } from '@gamepod/contracts/catalogues';
import type { BodyOf } from '@gamepod/contracts/http';

/** The pod form as Deploy New Pod and Edit Pod send it: every field, empty ones as null. */
export type PodFormBody = Required<Omit<BodyOf<'/admin/kiosk/deployment/pod'>, 'token'>>;

/** The command types Manage Your Pods sends. */
export type PodCommandType = Extract<CommandType, 'lockout' | 'unlockout' | 'logout' | 'reboot' | 'led1' | 'led2'>;
