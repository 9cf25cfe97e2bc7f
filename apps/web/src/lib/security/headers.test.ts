import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isNoDocumentPath, securityHeaders } from './headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('securityHeaders', () => {
  it('sends HSTS only when the site is served over https', () => {
    expect(securityHeaders({ siteUrl: 'http://localhost:3000', mediaOrigins: [] })).not.toHaveProperty('Strict-Transport-Security');
    const hsts = securityHeaders({ siteUrl: 'https://agency.example', mediaOrigins: [] })['Strict-Transport-Security'];
    // At least a year, every subdomain.
    expect(Number(/^max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toContain('; includeSubDomains');
  });

  it("keeps every answer to the site's own pages (CORP) and names no feature browsers do not know", () => {
    const headers = securityHeaders({ siteUrl: 'http://localhost:3000', mediaOrigins: [] });
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    // Chromium logs "Unrecognized feature: 'bluetooth'" on every page that names it.
    expect(headers['Permissions-Policy']).not.toContain('bluetooth');
  });

  it('forbids framing, sniffing and full referrers', () => {
    const headers = securityHeaders({ siteUrl: 'http://localhost:3000', mediaOrigins: [] });
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ siteUrl: 'http://localhost:3000', mediaOrigins: ['https://media.example'] });

  it('has the fixed restrictions', () => {
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('frames only the two video hosts and the map', () => {
    expect(directive(csp, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.google.com/maps/embed',
      'https://www.google.com/maps/embed/',
    ]);
  });

  it('loads images and media from the site and the configured media origin only', () => {
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://media.example']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:', 'https://media.example']);
    expect(directive(contentSecurityPolicy({ siteUrl: 'http://x', mediaOrigins: [] }), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('upgrades insecure requests on an https site', () => {
    expect(contentSecurityPolicy({ siteUrl: 'https://a.example', mediaOrigins: [] })).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('leaves scripts to the policy each cached page carries, and never allows inline scripts itself', () => {
    for (const config of [{ siteUrl: 'http://x', mediaOrigins: [] }, { siteUrl: 'http://x', mediaOrigins: [], dev: true }]) {
      const policy = contentSecurityPolicy(config);
      for (const name of ['default-src', 'script-src', 'script-src-elem']) expect(directive(policy, name), name).toBeUndefined();
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});

describe('isNoDocumentPath', () => {
  it('is the API, media and Next’s hashed files, never a page', () => {
    for (const path of ['/api/talents/search', '/api', '/media/talents/1.jpg', '/_next/static/chunks/a.js']) expect(isNoDocumentPath(path), path).toBe(true);
    for (const path of ['/', '/pt', '/pt/blog', '/apis', '/mediagallery', '/_next/image', '/robots.txt']) expect(isNoDocumentPath(path), path).toBe(false);
  });
});
