// The pod form (Deploy Pod and Edit Pod): address, MAC, client, lab, type, nav and seat. An
// empty MAC answers the catalogue's 'admin-pod-mac-address-warning'; any other empty field
// `<field>: is required`.
import type { Static } from 'typebox';
import { formRules } from '../../form-rules.ts';
import type { adminKioskDeploymentPod, adminKioskValidateMacAddress } from './pods.ts';

const MAC = {
  field: 'mac_address',
  msg_key: 'admin-pod-mac-address-warning',
  message: 'admin-pod-mac-address-warning',
} as const;

/** Deploy Pod's first step: the MAC address to look up. */
export const POD_MAC_CHECK_RULES = formRules<Static<typeof adminKioskValidateMacAddress.querystring>>()({
  msg_key: 'admin-pod-mac-address-warning',
  fields: [MAC],
});

/** Deploy Pod and Edit Pod, in the form's order. */
export const POD_FORM_RULES = formRules<Static<typeof adminKioskDeploymentPod.body>>()({
  msg_key: 'generic-required-message',
  fields: [
    { field: 'ip_address' },
    MAC,
    { field: 'client_id' },
    { field: 'lab_id' },
    { field: 'pod_type_id' },
    { field: 'nav_id' },
    { field: 'seat' },
  ],
});
