import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskClientSaveSsoMetadata,
  adminKioskClientSsoMetadataImport,
  adminKioskDeploymentClient,
  SSO_FORM_RULES,
} from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { SsoOptions } from '../../sso/application/sso-deps.ts';
import { previewSsoMetadata, saveSsoSettings } from '../application/client-sso-writes.ts';
import { deployClient } from '../application/client-writes.ts';
import { clientFieldsFromDeploy } from '../domain/client-form.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];
/** Deploy clients, and their SSO settings (the edit is client-update-route.ts). */
export const clientWriteRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock: () => Date;
  sso: SsoOptions;
}> = async (app, { deps, clock, sso }) => {
  app.post(
    adminKioskDeploymentClient.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskDeploymentClient, {
        summary: 'Deploy a new client with its 24 default navs (A1–A12, B1–B12); super admin only',
        tags,
        security,
      }),
    },
    async (request) => {
      const fields = clientFieldsFromDeploy(request.body);
      return ok(await deployClient(deps, fleetCallOf(request), fields), 'Client deployed');
    },
  );

  app.post(
    adminKioskClientSaveSsoMetadata.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClientSaveSsoMetadata, {
        summary:
          "Save a client's SSO settings; entity, login, logout and certs are required when active is 1, or imported from the IdP's metadata (XML or URL)",
        description:
          'Certificates are parsed and checked (PEM, not expired, RSA of 2048 bits or more); a metadata URL is fetched once with the address guard (public addresses only, 5 s, 1 MiB). A client secret is stored sealed and never shown again. The reply carries our SSO addresses (data.client.sso_tenant_urls). Bad input: 400 naming the field, nothing appended.',
        tags,
        security,
      }),
    },
    async (request) => {
      refuseMissingFields(SSO_FORM_RULES, request.body);
      const { client_id, token: _token, ...form } = request.body;
      const saved = await saveSsoSettings({ ...deps, clock }, fleetCallOf(request), client_id, form, sso);
      return ok(saved, 'SSO settings saved');
    },
  );

  app.post(
    adminKioskClientSsoMetadataImport.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClientSsoMetadataImport, {
        summary: "Read an IdP's SAML metadata (XML or URL) for the SSO form to review; saves nothing",
        tags,
        security,
      }),
    },
    async (request) => {
      const { metadata_xml, metadata_url } = request.body;
      return ok(await previewSsoMetadata({ clock }, { metadata_xml, metadata_url }, sso), 'Metadata read');
    },
  );
};
