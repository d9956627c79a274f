import Type from 'typebox';
import { KIOSK_ACTIVITIES } from './kiosk-activities.ts';
import { COMMAND_TYPES, FACILITATOR_COMMAND_TYPES, SEATS, XD_VALUES } from './pod-catalogues.ts';

// The catalogues as schemas, in a module of their own: a page that reads a catalogue's data
// does not bundle TypeBox.

/** What an output (xd1, xd2) holds: a platform, or `na`. */
export const XdSchema = Type.Enum(XD_VALUES);
export const SeatSchema = Type.Enum(SEATS);
export const CommandTypeSchema = Type.Enum(COMMAND_TYPES);
export const FacilitatorCommandTypeSchema = Type.Enum(FACILITATOR_COMMAND_TYPES);
export const KioskActivity = Type.Enum(KIOSK_ACTIVITIES);
