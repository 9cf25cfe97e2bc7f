import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The visitor's address, for every per-address limit (forms, downloads). The Node server reads
 * it from the socket; only when the socket is a trusted proxy (`TRUSTED_PROXIES`: addresses or
 * CIDR ranges, comma-separated) does it follow `X-Forwarded-For` from its right end, through
 * trusted proxies, to the first address that is not one. A client's own X-Forwarded-For is
 * otherwise ignored, so a made-up address per request gets no new allowance.
 *
 * The site's server (apps/web/server.mjs) puts the result in CLIENT_ADDRESS_HEADER,
 * overwriting anything a client sent by that name; route handlers read it with clientAddress().
 */
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';

/** A BlockList of `TRUSTED_PROXIES` ("127.0.0.1, 10.0.0.0/8, ::1"); throws on a bad entry. */
export function trustedProxyList(spec: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else if (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32)) list.addSubnet(address!, Number(prefix), type);
    else throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
  }
  return list;
}

/** "::ffff:127.0.0.1" (IPv4 on a dual-stack socket) as "127.0.0.1". */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const isTrusted = (address: string, trusted: BlockList) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** The client address of a request that arrived from `socketAddress` with that X-Forwarded-For. */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined | null,
  trusted: BlockList,
): string {
  let address = plain(socketAddress ?? '') || 'unknown';
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => plain(part.trim()))
    .filter(Boolean);
  while (isTrusted(address, trusted) && chain.length > 0) {
    const next = chain.pop()!;
    if (!isIP(next)) break;
    address = next;
  }
  return address;
}

let configured: BlockList | undefined;
/** The trusted proxies of this process's environment, read once. */
export function trustedProxies(): BlockList {
  return (configured ??= trustedProxyList(process.env.TRUSTED_PROXIES));
}

/** The visitor's address as the Node server resolved it (see above), as the limits count it:
 * an IPv6 address by its /64, the block one home or server is given, so that a new address from
 * it each time gets no new allowance. */
export function clientAddress(headers: Headers): string {
  return limitKey(headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown');
}

/** "2001:db8:1:2::abcd" as "2001:db8:1:2::/64"; anything else as it is. */
function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
