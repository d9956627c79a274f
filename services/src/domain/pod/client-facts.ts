// Forwards for emergency-alert-service, an application service still under domain/ that is
// being rewritten elsewhere: delete this file once it imports application/client/read-client.ts.
export { readClient } from '../../application/client/read-client.ts';
