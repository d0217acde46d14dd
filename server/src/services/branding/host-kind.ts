import type { HostKind } from '@portal/contracts';

/**
 * The skip rule (000 §1): local hosts (development, the LAN, loopback) and the product's own host
 * (PUBLIC_URL) get the default look without a lookup. Private IPv4 ranges count as local: a kiosk
 * or a test on the LAN is not a white-label customer. `host` is normalised (normaliseDomain).
 */
export function skippedHostKind(normalisedHost: string, publicUrl: string): HostKind | null {
  const host = normalisedHost.replace(/^\[|\]$/g, '');
  if (isLocalHost(host)) return 'local';
  if (host === productHost(publicUrl)) return 'product';
  return null;
}

const productHost = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
};

function isLocalHost(host: string) {
  if (host === '' || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host === '::1' || host === '0.0.0.0') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}
