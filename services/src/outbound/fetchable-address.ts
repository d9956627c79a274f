import ipaddr from 'ipaddr.js';

// Which addresses the server may connect to when it calls out (feeds, webhooks). An IPv6 address can carry an IPv4 one and
// reach it (::ffff:127.0.0.1 is 127.0.0.1 on a dual-stack socket; NAT64 and 6to4 reach theirs
// through a gateway), so such a form is judged by the IPv4 address inside it.

/** Every IPv6 address on the internet is in 2000::/3; nothing outside it is fetched. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** The last 32 bits of an IPv6 address, as IPv4. */
const low32 = (ip: ipaddr.IPv6) => ipaddr.fromByteArray(ip.toByteArray().slice(12)) as ipaddr.IPv4;

/**
 * The IPv4 address an IPv6 form embeds and reaches: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64's well-known prefix (64:ff9b::a.b.c.d)
 * and 6to4 (2002:AABB:CCDD::). 'refused' for forms whose IPv4 cannot be told apart from the
 * route to it: local-use NAT64 (64:ff9b:1::/48, its layout the operator's) and Teredo
 * (2001::/32, an obfuscated client address behind a relay). null for every other address.
 */
export function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | 'refused' | null {
  const range = ip.range();
  const p = ip.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return low32(ip);
    case 'rfc6052':
      return p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 ? low32(ip) : 'refused';
    case '6to4':
      return ipaddr.fromByteArray(ip.toByteArray().slice(2, 6)) as ipaddr.IPv4;
    case 'teredo':
      return 'refused';
    default:
      // ::/96 beyond :: and ::1 is IPv4-compatible; ipaddr.js calls it unicast
      return range === 'unicast' && p.slice(0, 6).every((x) => x === 0) ? low32(ip) : null;
  }
}

/** An IPv4 address is fetched when it is public unicast (loopback too, when allowed). */
function fetchableIPv4(ip: ipaddr.IPv4, allowLoopback: boolean): boolean {
  const range = ip.range();
  return range === 'unicast' || (range === 'loopback' && allowLoopback);
}

/**
 * Whether the fetcher may connect to `address`: public unicast only. Private, loopback,
 * link-local (cloud metadata at 169.254.169.254), unique-local, carrier NAT, multicast,
 * reserved, documentation and unspecified ranges are refused, in IPv4 and in IPv6, and so is
 * an IPv6 form of an IPv4 address that is refused. `allowLoopback` (tests, a developer's
 * machine) opens 127.0.0.0/8 and ::1, and nothing else.
 */
export function isFetchableAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return fetchableIPv4(ip as ipaddr.IPv4, allowLoopback);
  const v6 = ip as ipaddr.IPv6;
  const inside = embeddedIPv4(v6);
  if (inside === 'refused') return false;
  if (inside) return fetchableIPv4(inside, allowLoopback);
  const range = v6.range();
  if (range === 'loopback') return allowLoopback;
  return range === 'unicast' && v6.match(GLOBAL_UNICAST);
}
