import ipaddr from 'ipaddr.js';

/**
 * Who a rate limit counts an attempt against. A call that carries a pod's kiosk session key
 * comes from that station, and is counted per pod: a venue's stations share one public
 * address, so counting them by address would let one lab's opening rush (or one attacker at
 * the venue) lock every station out. Every other call (the admin console, a phone) is
 * counted per address.
 */
export type Caller = { readonly pod_id: string } | { readonly ip: string };

/**
 * The key a caller is counted under: `pod:<id>`, or `ip:<address>`. An IPv6 address counts
 * by its /64, the block one subscriber line gets, so walking through a line's addresses
 * gains nothing; an IPv4-mapped IPv6 address counts as the IPv4 one.
 *
 * @example callerKey({ ip: '2001:db8::1' }) // 'ip:2001:db8:0:0::/64'
 */
export function callerKey(caller: Caller): string {
  if ('pod_id' in caller) return `pod:${caller.pod_id}`;
  if (!ipaddr.isValid(caller.ip)) return `ip:${caller.ip}`;
  const address = ipaddr.process(caller.ip);
  if (address.kind() === 'ipv4') return `ip:${address.toString()}`;
  const block = address.toNormalizedString().split(':').slice(0, 4).join(':');
  return `ip:${block}::/64`;
}

/** Whether the caller is counted per station (true) or per address. */
export const isStation = (caller: Caller): caller is { readonly pod_id: string } => 'pod_id' in caller;
