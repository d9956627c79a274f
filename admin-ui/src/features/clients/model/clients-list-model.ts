import { createResource } from '../../../lib/resource.ts';
import { clientsApi } from '../api/clients-api.ts';

/** Manage Your Clients: every client as {id, value} (spec §7 "Clients list"). */
export const clientsList = createResource(clientsApi.list);
