import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress, resolveClientAddress, trustedProxyList } from './client-address';

describe('resolveClientAddress', () => {
  const none = trustedProxyList('');
  const proxies = trustedProxyList('127.0.0.1, 10.0.0.0/8, ::1');

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
    expect(resolveClientAddress(undefined, null, none)).toBe('unknown');
  });

  it('follows X-Forwarded-For from its right end through trusted proxies only', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // A made-up first entry is not reached: the nearest untrusted address is the client.
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, 198.51.100.1, 10.1.2.3', proxies)).toBe('198.51.100.1');
    expect(resolveClientAddress('::1', ['1.2.3.4', '198.51.100.7'], proxies)).toBe('198.51.100.7');
    // A proxy that sent no header, or garbage, is itself the client.
    expect(resolveClientAddress('127.0.0.1', '', proxies)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', 'not-an-address', proxies)).toBe('127.0.0.1');
  });

  it('refuses a bad TRUSTED_PROXIES entry', () => {
    expect(() => trustedProxyList('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => trustedProxyList('proxy.local')).toThrow(/TRUSTED_PROXIES/);
  });

  it('is read by route handlers from the header the server sets', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientAddress(new Headers())).toBe('unknown');
  });

  it('counts an IPv6 visitor by the /64 their addresses come from', () => {
    const counted = (address: string) => clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: address }));
    expect(counted('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(counted('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(counted('2001:db8:1:2::1'));
    expect(counted('2001:db8:1:3::1')).not.toBe(counted('2001:db8:1:2::1'));
    expect(counted('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(counted('198.51.100.1')).toBe('198.51.100.1');
  });
});
