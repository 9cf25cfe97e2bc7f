import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { clientAddressFrom, PEER_HEADER, proxyEntryProblem, trustedProxies } from './client-address';

const headers = (peer: string | null, forwarded?: string) =>
  new Headers({ ...(peer === null ? {} : { [PEER_HEADER]: peer }), ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) });

describe('clientAddress', () => {
  it('with no trusted proxies, is the socket’s address whatever X-Forwarded-For says', () => {
    const none = trustedProxies('');
    expect(clientAddressFrom(headers('203.0.113.7', '1.2.3.4'), none)).toBe('203.0.113.7');
    expect(clientAddressFrom(headers('203.0.113.7', '5.6.7.8, 1.2.3.4'), none)).toBe('203.0.113.7');
    expect(clientAddressFrom(headers('::ffff:203.0.113.7'), none)).toBe('203.0.113.7');
    expect(clientAddressFrom(headers(null, '1.2.3.4'), none)).toBe('unknown');
  });

  it('believes X-Forwarded-For only from a trusted proxy, reading it from the end', () => {
    const list = trustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');
    // nginx on the same machine appended the client's address; a forged first entry is ignored
    expect(clientAddressFrom(headers('127.0.0.1', '6.6.6.6, 198.51.100.4'), list)).toBe('198.51.100.4');
    // two proxies of ours: the nearest untrusted hop is the client
    expect(clientAddressFrom(headers('::ffff:10.1.2.3', '6.6.6.6, 198.51.100.4, 10.9.9.9'), list)).toBe('198.51.100.4');
    expect(clientAddressFrom(headers('fd00::1', '2001:db8::5'), list)).toBe('2001:db8::5');
    // an untrusted peer cannot choose its address
    expect(clientAddressFrom(headers('198.51.100.9', '10.0.0.1, 1.1.1.1'), list)).toBe('198.51.100.9');
    // a trusted proxy that forwarded nothing
    expect(clientAddressFrom(headers('127.0.0.1'), list)).toBe('127.0.0.1');
  });

  it('is checked at start: every entry an IP or a CIDR', () => {
    expect(proxyEntryProblem('10.0.0.0/8')).toBeNull();
    expect(proxyEntryProblem('::1')).toBeNull();
    expect(proxyEntryProblem('10.0.0.0/33')).toMatch(/prefix/);
    expect(proxyEntryProblem('nginx')).toMatch(/not an IP/);
    const base = {
      INTEGRATION_URL: 'http://b/integration',
      INTEGRATION_SALT: 's',
      INTEGRATION_API_KEY: 'k',
      PANEL_URL: 'http://b/panel',
      PANEL_SALT: 's',
      PANEL_API_TOKEN: 't',
      REVALIDATE_SECRET: '0123456789abcdef',
    };
    expect(parseEnv(base).TRUSTED_PROXIES).toBe('');
    expect(parseEnv({ ...base, TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' }).TRUSTED_PROXIES).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => parseEnv({ ...base, TRUSTED_PROXIES: '127.0.0.1,proxy.local' })).toThrow(/TRUSTED_PROXIES: "proxy.local" is not an IP/);
  });
});
