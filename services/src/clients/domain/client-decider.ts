import {
  ClientDeployed,
  type ClientFields,
  ClientNavAdded,
  ClientSignInSourceSaved,
  ClientSsoSettingsSaved,
  ClientUpdated,
  ConflictError,
  DEFAULT_NAV_LICENSES,
  type Decider,
  type EventData,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import type { Static } from 'typebox';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import {
  type ClientSettings,
  type ClientSettingsEvent,
  DEFAULT_CLIENT_SETTINGS,
  evolveClientSettings,
} from './client-settings-state.ts';
import { assertActsFor, assertSuperAdmin, type FleetActor } from './fleet-actor.ts';
import {
  nextSignInSource,
  PASSWORD_SOURCE,
  type SignInSourceChanges,
  type SignInSourceSettings,
  sameSignInSource,
} from './sign-in-source-settings.ts';

export type ClientFieldsData = Static<typeof ClientFields>;
export type SsoSettings = EventData<typeof ClientSsoSettingsSaved>;

export type ClientEvent =
  | ReturnType<typeof ClientDeployed.of>
  | ReturnType<typeof ClientUpdated.of>
  | ReturnType<typeof ClientSsoSettingsSaved.of>
  | ReturnType<typeof ClientNavAdded.of>
  | ReturnType<typeof ClientSignInSourceSaved.of>
  | ClientSettingsEvent;

/** SSO fields a save may leave out: left out means "keep what is stored". */
export type SsoChanges = {
  readonly active: boolean;
  readonly entity?: string | null;
  readonly login?: string | null;
  readonly logout?: string | null;
  readonly certs?: string | null;
  readonly protocol?: 'saml' | 'oidc';
  readonly oidc_client_id?: string | null;
  /** Sealed already (never the secret itself); null makes the client a public one. */
  readonly oidc_client_secret?: string | null;
  readonly metadata_url?: string | null;
  readonly attribute_preset?: SsoSettings['attribute_preset'];
  readonly attribute_email?: string | null;
  readonly attribute_first_name?: string | null;
  readonly attribute_last_name?: string | null;
};

export type ClientCommand =
  | { readonly type: 'Deploy'; readonly actor: FleetActor; readonly fields: ClientFieldsData }
  /** Fields left out keep their stored value; null clears an optional one. `client_id` is the stream's own id. */
  | {
      readonly type: 'Update';
      readonly actor: FleetActor;
      readonly client_id: string;
      readonly changes: Partial<ClientFieldsData>;
    }
  | { readonly type: 'SaveSso'; readonly actor: FleetActor; readonly sso: SsoChanges }
  | { readonly type: 'SaveSignInSource'; readonly actor: FleetActor; readonly changes: SignInSourceChanges };

export type ClientState =
  | { readonly status: 'none' }
  | {
      readonly status: 'deployed';
      readonly fields: ClientFieldsData;
      readonly sso: SsoSettings;
      /** Who vouches for its people at sign-in (passwords until one is saved). */
      readonly signInSource: SignInSourceSettings;
      /** nav_id → licence ('A1'); pods check their nav against it. */
      readonly navs: ReadonlyMap<string, string>;
      /** Account Settings: logo, theme, audio, LED defaults (client-settings-decider.ts). */
      readonly settings: ClientSettings;
    };

const NO_SSO: SsoSettings = {
  active: false,
  protocol: 'saml',
  entity: null,
  login: null,
  logout: null,
  certs: null,
  metadata_url: null,
  oidc_client_id: null,
  oidc_client_secret: null,
  attribute_preset: 'generic',
  attribute_email: null,
  attribute_first_name: null,
  attribute_last_name: null,
};
/** What an active client needs: SAML names the IdP in full; OpenID Connect finds the rest by discovery. */
const SSO_REQUIRED = {
  saml: ['entity', 'login', 'logout', 'certs'],
  oidc: ['entity', 'oidc_client_id'],
} as const;

const same = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length;

export function deployed(state: ClientState): Extract<ClientState, { status: 'deployed' }> {
  if (state.status === 'none') throw new NotFoundError('Client not found', { field: 'client_id' });
  return state;
}

/**
 * A client (venue): deployed by a super admin with its 24 default navs, edited by a super
 * admin or its own client admin, and given SSO settings and a sign-in source by a super admin.
 */
export const clientDecider: Decider<ClientCommand, ClientState, ClientEvent> = {
  aggregate: 'client',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ClientDeployed':
        return {
          status: 'deployed',
          fields: event.data,
          sso: NO_SSO,
          signInSource: PASSWORD_SOURCE,
          navs: new Map(),
          settings: DEFAULT_CLIENT_SETTINGS,
        };
      case 'ClientUpdated':
        return state.status === 'none' ? state : { ...state, fields: event.data };
      case 'ClientSsoSettingsSaved':
        return state.status === 'none' ? state : { ...state, sso: event.data };
      case 'ClientSignInSourceSaved':
        return state.status === 'none' ? state : { ...state, signInSource: event.data };
      case 'ClientNavAdded':
        // in the deploy commit the navs follow ClientDeployed, so the client exists here
        return state.status === 'none'
          ? state
          : { ...state, navs: new Map(state.navs).set(event.data.nav_id, event.data.license) };
      case 'ClientLogoChanged':
      case 'ClientThemeChanged':
      case 'ClientAudioChanged':
      case 'ClientAudioRemoved':
      case 'ClientLedDefaultChanged':
        return state.status === 'none' ? state : { ...state, settings: evolveClientSettings(state.settings, event) };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Deploy': {
        assertSuperAdmin(command.actor);
        // ids are fresh UUIDv7s; reaching this means the same id was deployed twice
        if (state.status !== 'none') throw new ConflictError('This client already exists');
        const navs = DEFAULT_NAV_LICENSES.map((license) => ClientNavAdded.of({ nav_id: ctx.newId(), license }));
        return [ClientDeployed.of(command.fields), ...navs];
      }
      case 'Update': {
        const client = deployed(state);
        assertActsFor(command.actor, command.client_id);
        const next: ClientFieldsData = { ...client.fields };
        for (const [k, v] of Object.entries(command.changes)) {
          if (v !== undefined) (next as Record<string, unknown>)[k] = v;
        }
        // activating or deactivating a venue is the super admin's call, not the venue's own
        if (next.is_active !== client.fields.is_active && command.actor.role !== SUPER_ADMIN) {
          throw new ForbiddenError('Only a super admin can activate or deactivate a client');
        }
        return same(next, client.fields) ? [] : [ClientUpdated.of(next)];
      }
      case 'SaveSso': {
        assertSuperAdmin(command.actor);
        const client = deployed(state);
        const { sso } = command;
        const protocol = sso.protocol ?? client.sso.protocol;
        if (sso.active) {
          for (const field of SSO_REQUIRED[protocol]) {
            const value = sso[field];
            if (typeof value !== 'string' || value.trim() === '') {
              throw new ValidationError(`${field}: is required when SSO is active`, { field });
            }
          }
        }
        const kept = <K extends keyof SsoChanges & keyof SsoSettings>(k: K) =>
          (sso[k] === undefined ? client.sso[k] : sso[k]) as SsoSettings[K];
        const next: SsoSettings = {
          active: sso.active,
          protocol,
          entity: kept('entity'),
          login: kept('login'),
          logout: kept('logout'),
          certs: kept('certs'),
          metadata_url: kept('metadata_url'),
          oidc_client_id: kept('oidc_client_id'),
          oidc_client_secret: kept('oidc_client_secret'),
          attribute_preset: kept('attribute_preset'),
          attribute_email: kept('attribute_email'),
          attribute_first_name: kept('attribute_first_name'),
          attribute_last_name: kept('attribute_last_name'),
        };
        return same(next, client.sso) ? [] : [ClientSsoSettingsSaved.of(next)];
      }
      case 'SaveSignInSource': {
        // the SSO settings' rule: a venue's identity settings are the super admin's
        assertSuperAdmin(command.actor);
        const client = deployed(state);
        const next = nextSignInSource(client.signInSource, command.changes, client.sso.active);
        return sameSignInSource(next, client.signInSource) ? [] : [ClientSignInSourceSaved.of(next)];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
