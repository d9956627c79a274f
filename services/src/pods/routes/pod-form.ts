import { isIP } from 'node:net';
import { podTypeById } from '@gamepod/contracts/catalogues';
import { type adminKioskDeploymentPod, POD_FORM_RULES, POD_MAC_CHECK_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { Static } from 'typebox';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { normaliseMac } from '../domain/mac-address.ts';
import { blankToNull } from '../domain/pod-command-rules.ts';
import type { PodForm } from '../domain/pod-state.ts';

const invalid = (field: string, problem: string) => new ValidationError(`${field}: ${problem}`, { field });

/** The MAC check's and the form's MAC rule; an empty one answers admin-pod-mac-address-warning. */
export function macFrom(raw: string): string {
  refuseMissingFields(POD_MAC_CHECK_RULES, { mac_address: raw });
  const mac = normaliseMac(raw);
  if (!mac) throw invalid('mac_address', 'must be a MAC address like AA:BB:CC:DD:EE:FF');
  return mac;
}

/** An address, or null when blank (the form's rules refuse a blank required one first). */
function ip(field: string, value: string | null | undefined): string | null {
  const v = blankToNull(value);
  if (v === null) return null;
  if (isIP(v) === 0) throw invalid(field, 'must be an IPv4 or IPv6 address');
  return v;
}

/** Maps the API's pod form (1/0 flags, '' for empty, any MAC notation) to the event's shape. */
export function podFormFrom(body: Static<typeof adminKioskDeploymentPod.body>): PodForm {
  refuseMissingFields(POD_FORM_RULES, body);
  if (!podTypeById(body.pod_type_id)) throw invalid('pod_type_id', 'is not a known pod type');
  return {
    lab_id: body.lab_id,
    mac_address: macFrom(body.mac_address),
    ip_address: ip('ip_address', body.ip_address) ?? '',
    pod_type_id: body.pod_type_id,
    nav_id: body.nav_id,
    nav_id_left: blankToNull(body.nav_id_left),
    nav_id_right: blankToNull(body.nav_id_right),
    nav_id_rear: blankToNull(body.nav_id_rear),
    lan_ip: ip('lan_ip', body.lan_ip),
    wan_ip: ip('wan_ip', body.wan_ip),
    xd1: body.xd1 ?? 'na',
    xd2: body.xd2 ?? 'na',
    seat: body.seat,
    note: blankToNull(body.note),
    is_active: body.is_active === 1,
    with_keyboard: body.with_keyboard === 1,
    pro: body.pro === 1,
  };
}
