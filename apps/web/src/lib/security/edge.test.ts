import { describe, expect, it } from 'vitest';
import { edgeConfigOf } from './edge';

describe('edgeConfigOf', () => {
  it('builds the headers of the configuration and a 30 s request timeout by default', () => {
    const edge = edgeConfigOf({ SITE_URL: 'https://agency.example', PUBLIC_MEDIA_URL: 'https://media.example/files' });
    expect(edge.requestTimeoutMs).toBe(30_000);
    expect(edge.headers['Strict-Transport-Security']).toMatch(/includeSubDomains/);
    expect(edge.headers['Content-Security-Policy']).toContain("img-src 'self' data: blob: https://media.example;");
    // An answer that is never a document loads and runs nothing; the other headers are the same.
    expect(edge.noDocumentHeaders['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(edge.noDocumentHeaders['Strict-Transport-Security']).toBe(edge.headers['Strict-Transport-Security']);
  });

  it('takes REQUEST_TIMEOUT_MS from the environment and refuses a bad value, naming it', () => {
    expect(edgeConfigOf({ REQUEST_TIMEOUT_MS: '2000', PUBLIC_MEDIA_URL: '' }).requestTimeoutMs).toBe(2000);
    expect(() => edgeConfigOf({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => edgeConfigOf({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });
});
