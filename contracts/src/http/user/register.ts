import Type from 'typebox';
import { DayText } from '../date-fields.ts';
import { Email, Flag, Name, Nullable, Password, SessionIdKeyField, Strict } from '../fields.ts';
import { Empty, post } from '../route.ts';
import { RemoteId } from './login.ts';

/** Where a sign-up happens: on the pod (its session_id_key) or on the phone that scanned its QR code (remote_id). */
const PodKeys = {
  session_id_key: Type.Optional(SessionIdKeyField),
  remote_id: Type.Optional(RemoteId),
};

const Text = (maxLength: number) => Type.String({ maxLength });

/** Sign-up step 1: the email is allowed for this client and free, the password long enough. */
export const userCheckEmail = post('/user/check_email', {
  body: Strict({ ...PodKeys, email: Email, password: Password }),
  data: Empty,
});

/** Sign up as a player of the pod's client. */
export const userRegister = post('/user/register', {
  body: Strict({
    ...PodKeys,
    user_name: Text(254),
    email: Email,
    password: Password,
    password_again: Password,
    first_name: Name(100),
    last_name: Type.Optional(Nullable(Name(100))),
    phone: Text(32),
    dob: DayText({ maxLength: 32, description: 'mm/dd/yyyy', msgKey: 'register-dob-format-error' }),
    stream_default: Flag,
  }),
  data: Type.Object({ user_id: Type.String() }),
});
