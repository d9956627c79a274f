import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` (IPv4 seen through an IPv6 socket) is `10.0.0.1`. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

const family = (ip: string): 'ipv4' | 'ipv6' | null => {
  const v = isIP(ip);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
};

/**
 * Whether `ip` may use a lab's pods. A lab with no allowed IPs allows everyone: a freshly
 * deployed lab must work before anyone uploads a list. Entries are addresses or CIDR
 * subnets (`10.1.0.0/16`); an entry that is neither matches nothing.
 */
export function ipAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const address = normaliseIp(ip);
  const type = family(address);
  if (!type) return false;
  const list = new BlockList();
  for (const raw of allowed) {
    const entry = raw.trim();
    const slash = entry.indexOf('/');
    const base = normaliseIp(slash === -1 ? entry : entry.slice(0, slash));
    const baseType = family(base);
    if (!baseType) continue;
    if (slash === -1) {
      list.addAddress(base, baseType);
      continue;
    }
    const prefix = Number(entry.slice(slash + 1));
    if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (baseType === 'ipv4' ? 32 : 128)) {
      list.addSubnet(base, prefix, baseType);
    }
  }
  return list.check(address, type);
}
