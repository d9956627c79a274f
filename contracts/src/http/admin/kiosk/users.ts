import Type from 'typebox';
import { Strict, WithToken } from '../../fields.ts';
import { get, post } from '../../route.ts';
import {
  AddCompBody,
  DeleteCompBody,
  RoleOption,
  SaveUserBody,
  SwitchBody,
  UpdateUserBody,
  UserDetail,
  UserIdQuery,
  UsersListQuery,
  UsersPage,
  WrittenComps,
  WrittenUser,
} from './user-schemas.ts';

/** The users list: a page of accounts, searched, sorted, and filtered by client. */
export const adminKioskUsers = get('/admin/kiosk/users', { querystring: UsersListQuery, data: UsersPage });

/** The roles the caller may give. */
export const adminKioskRoles = get('/admin/kiosk/roles', {
  querystring: Strict({ ...WithToken }),
  data: Type.Object({ roles: Type.Array(RoleOption) }),
});

/** User Detail: the user, their player record, their client, their comp time entries. */
export const adminKioskUsersEdit = get('/admin/kiosk/users/edit', { querystring: UserIdQuery, data: UserDetail });

/** Create User's save; with an edit_id it is Edit User's (the same form, one call). */
export const adminKioskUsersSave = post('/admin/kiosk/users/save', {
  body: SaveUserBody,
  data: Type.Object({ user_id: Type.String(), ...WrittenUser.properties }),
});

/** Edit User. */
export const adminKioskUsersUpdate = post('/admin/kiosk/users/update', { body: UpdateUserBody, data: WrittenUser });

/** Turn the Active switch (tbl user) or a player's Pro or Stream switch (tbl player) on or off. */
export const adminKioskUsersUpdateSwitches = post('/admin/kiosk/users/update_switches', {
  body: SwitchBody,
  data: WrittenUser,
});

/** Give a player comp minutes; they add to the time balance. */
export const adminKioskUsersAddCompTime = post('/admin/kiosk/users/add_comp_time', {
  body: AddCompBody,
  data: WrittenComps,
});

/** Delete one of a player's comp time entries; its minutes leave the balance. */
export const adminKioskUsersDeleteCompTime = post('/admin/kiosk/users/delete_comp_time', {
  body: DeleteCompBody,
  data: WrittenComps,
});
