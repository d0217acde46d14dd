import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch on a user's behalf must never reach: this host, private networks, link-local
 * (cloud metadata at 169.254.169.254), shared and reserved ranges, multicast.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:10.0.0.1), if any. */
function embeddedIpv4(ip: string): string | null {
  const m = /^::(?:ffff:)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ip);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export function isLoopbackAddress(ip: string): boolean {
  const v4 = isIP(ip) === 6 ? embeddedIpv4(ip) : ip;
  if (v4 && isIP(v4) === 4) return loopback.check(v4, 'ipv4');
  return isIP(ip) === 6 && loopback.check(ip, 'ipv6');
}

/** True when the address is on the public internet (or loopback, when loopback is allowed). */
export function isAllowedAddress(ip: string, allowLoopback = false): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (isLoopbackAddress(ip)) return allowLoopback;
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4) return isAllowedAddress(v4, allowLoopback);
    return !blocked.check(ip, 'ipv6');
  }
  return !blocked.check(ip, 'ipv4');
}
