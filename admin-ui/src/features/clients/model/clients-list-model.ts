import { createResource } from '#lib/resource.ts';
import { clientsApi } from '../api/clients-api.ts';

/** Manage Your Clients: every client as {id, value}. */
export const clientsList = createResource(clientsApi.list);
