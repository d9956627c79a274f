import { ValidationError } from '@gamepod/events';
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';

/** What an IdP's SAML metadata names: its entity id, where it signs in and out, and its signing certificates. */
export type IdpMetadata = {
  readonly entity: string;
  readonly login: string;
  /** null when the IdP offers no single logout. */
  readonly logout: string | null;
  /** PEM blocks, in the metadata's order. */
  readonly certs: readonly string[];
};

// the services program has no DOM library: xmldom's node types, as node-saml's xpath helpers give them
type Doc = Awaited<ReturnType<typeof parseDomFromString>>;
type El = ReturnType<typeof xpath.selectElements>[number];
/** An element's attribute and text, typed by shape (the DOM's Element type is not in this program). */
type Shaped = { getAttribute(name: string): string | null; readonly textContent: string | null };
const attr = (e: El, name: string) => (e as unknown as Shaped).getAttribute(name);
const textOf = (e: El) => (e as unknown as Shaped).textContent ?? '';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const el = (name: string) => `*[local-name()='${name}']`;

const bad = (field: string, why: string) => new ValidationError(`${field}: ${why}`, { field });

/** A base64 certificate body as a PEM block, 64 characters a line. */
const pemOf = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${(base64.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----`;

/**
 * Reads an IdP's SAML metadata: an EntityDescriptor with an IDPSSODescriptor, or an
 * EntitiesDescriptor (a federation's aggregate) holding exactly one IdP. The sign-in address
 * is its HTTP-Redirect SingleSignOnService (we send requests by redirect); the sign-out
 * address its HTTP-Redirect SingleLogoutService, else its HTTP-POST one; the certificates
 * those of its signing keys (a KeyDescriptor with use="signing" or with no use).
 *
 * @throws ValidationError (400) naming `field` (metadata_xml or metadata_url): not XML, no IdP, several, or no redirect sign-in.
 */
export async function readIdpMetadata(xml: string, field: string): Promise<IdpMetadata> {
  let doc: Doc;
  try {
    doc = await parseDomFromString(xml);
  } catch (err) {
    throw bad(field, `is not XML (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
  const entities = xpath.selectElements(doc, `//${el('EntityDescriptor')}[${el('IDPSSODescriptor')}]`);
  if (entities.length === 0) throw bad(field, 'names no SAML identity provider (no IDPSSODescriptor)');
  if (entities.length > 1) throw bad(field, `names ${entities.length} identity providers; give the metadata of one`);
  const entity = entities[0] as El;
  const entityId = attr(entity, 'entityID')?.trim();
  if (!entityId) throw bad(field, 'has no entityID');
  const idp = xpath.selectElements(entity, `./${el('IDPSSODescriptor')}`)[0] as El;
  const service = (name: string, binding: string) => {
    const found = xpath.selectElements(idp, `./${el(name)}`).find((e) => attr(e, 'Binding') === binding);
    return (found && attr(found, 'Location')?.trim()) || null;
  };
  const login = service('SingleSignOnService', REDIRECT);
  if (!login) throw bad(field, 'has no SingleSignOnService with the HTTP-Redirect binding');
  const logout = service('SingleLogoutService', REDIRECT) ?? service('SingleLogoutService', POST);
  const certs = xpath
    .selectElements(idp, `./${el('KeyDescriptor')}`)
    .filter((k) => (attr(k, 'use') ?? 'signing') === 'signing')
    .flatMap((k) => xpath.selectElements(k, `.//${el('X509Certificate')}`))
    .map((c) => pemOf(textOf(c)));
  if (certs.length === 0) throw bad(field, 'has no signing certificate (KeyDescriptor X509Certificate)');
  return { entity: entityId, login, logout, certs: [...new Set(certs)] };
}
