// What the client screens send and show, as the contracts have it (types only).
import type { BodyOf, ClientDetail, ClientLab, SsoDetails } from '@gamepod/contracts/http';

/** The client's own fields, as the Client form edits them. */
export type ClientFields = Pick<
  ClientDetail,
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'phone2'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zip'
  | 'note'
  | 'date_of_birth'
  | 'is_active'
>;

/** What the client details screen shows: the client, its SSO settings, its labs. */
export type ClientDetails = {
  readonly client: ClientDetail;
  readonly sso: SsoDetails;
  readonly labs: readonly ClientLab[];
};

export type DeployClientBody = Omit<BodyOf<'/admin/kiosk/deployment/client'>, 'token'>;

export type UpdateClientBody = Omit<BodyOf<'/admin/kiosk/clients/update'>, 'token'>;

export type SsoBody = Omit<BodyOf<'/admin/kiosk/client/save_sso_metadata'>, 'token'>;

export type SsoMetadataBody = Omit<BodyOf<'/admin/kiosk/client/sso_metadata/import'>, 'token'>;
