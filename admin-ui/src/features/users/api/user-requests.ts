// What the users screens send and get back, as the contracts have it (types only).
import type { BodyOf, QueryOf, ReplyData } from '@gamepod/contracts/http';

/** A column the list sorts by. */
export type UsersSortBy = NonNullable<QueryOf<'/admin/kiosk/users'>['sort_by']>;

/** The Create User / Edit User form as sent; null means "not filled in". */
export type UserFormBody = Omit<BodyOf<'/admin/kiosk/users/save'>, 'token' | 'edit_id' | 'user_timezone'>;

/** A switch of User Detail: the account's Active, a player's Pro or Stream. */
export type UserSwitch = BodyOf<'/admin/kiosk/users/update_switches'>['type'];

/** `data` of the comp time replies: the user (with the new balance) and the entries left. */
export type WrittenComps = ReplyData<'POST', '/admin/kiosk/users/add_comp_time'>;
