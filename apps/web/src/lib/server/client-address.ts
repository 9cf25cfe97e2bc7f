import { BlockList, isIP } from 'node:net';

/**
 * The address a request came from, for per-visitor limits (forms, generated PDFs and ZIPs).
 *
 * `next start` hands a route handler no socket, and Next keeps any `X-Forwarded-For` a client
 * sent (it only adds the socket's address when there is none), so the header alone can be
 * forged: a new made-up address per request would escape every limit. The site's edge in the
 * Node server (lib/security/node-guard.ts) therefore writes the socket's address into
 * `PEER_HEADER` on every request, replacing anything a client sent under that name.
 *
 * Forwarded addresses are believed only from the proxies the operator lists in
 * `TRUSTED_PROXIES` (IPs or CIDRs, e.g. the nginx in front): when the socket's peer is one of
 * them, `X-Forwarded-For` is read from its end, skipping trusted proxies, and the first address
 * that is not one is the client. With no trusted proxies (the default) the socket's address is
 * the client, whatever the headers say.
 */

/** The request header the edge sets from the socket (never taken from the client). */
export const PEER_HEADER = 'x-vitrine-peer';

/** '::ffff:10.0.0.1' (an IPv4 client on a dual-stack socket) → '10.0.0.1'. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Why one TRUSTED_PROXIES entry is not an address or a CIDR, or null when it is. */
export function proxyEntryProblem(entry: string): string | null {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR`;
  if (bits === undefined) return null;
  const prefix = Number(bits);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && prefix <= max ? null : `"${entry}" has a bad prefix length (0-${max})`;
}

/** The entries of a comma-separated TRUSTED_PROXIES value ('' → none). */
export const proxyEntries = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The trusted proxies of a TRUSTED_PROXIES value (assumed valid: the environment checked it). */
export function trustedProxies(value: string): BlockList {
  const list = new BlockList();
  for (const entry of proxyEntries(value)) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address from a request's headers, given the trusted proxies: the socket's peer
 * (PEER_HEADER), or — when that peer is a trusted proxy — the nearest untrusted entry of
 * X-Forwarded-For. 'unknown' when the request did not pass through the edge.
 */
export function clientAddressFrom(headers: Headers, trusted: BlockList): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER) ?? '');
  if (peer === '') return 'unknown';
  if (!isTrusted(trusted, peer)) return peer;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!isTrusted(trusted, hop)) return hop;
  }
  // every hop is a trusted proxy: the farthest one is as close to the client as we can tell
  return forwarded[0] ?? peer;
}

let configured: { value: string; list: BlockList } | undefined;

/** The client's address of a request, with the configured `TRUSTED_PROXIES` (process.env,
 * validated at start by lib/env.ts). */
export function clientAddress(request: Request | Headers): string {
  const value = process.env.TRUSTED_PROXIES ?? '';
  if (configured?.value !== value) configured = { value, list: trustedProxies(value) };
  return clientAddressFrom(request instanceof Headers ? request : request.headers, configured.list);
}
