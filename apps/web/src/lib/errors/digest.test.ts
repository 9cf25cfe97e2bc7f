import { describe, expect, it } from 'vitest';
import { errorPageMessage, isChunkLoadError, parseUnavailableDigest, unavailableDigest } from './digest';

describe('unavailable digest (SPEC §8)', () => {
  it('round-trips the code and the status', () => {
    expect(unavailableDigest('ECONNREFUSED')).toBe('VITRINE_UNAVAILABLE;503;ECONNREFUSED');
    expect(parseUnavailableDigest(unavailableDigest('HTTP_502'))).toEqual({ status: 503, code: 'HTTP_502' });
  });

  it('keeps only safe characters in a code', () => {
    expect(unavailableDigest('<script>;x')).toBe('VITRINE_UNAVAILABLE;503;_script__x');
    expect(parseUnavailableDigest('VITRINE_UNAVAILABLE;503;<b>')).toBeNull();
  });

  it('ignores other digests', () => {
    expect(parseUnavailableDigest('NEXT_HTTP_ERROR_FALLBACK;404')).toBeNull();
    expect(parseUnavailableDigest('2417326541')).toBeNull();
    expect(parseUnavailableDigest(undefined)).toBeNull();
  });
});

describe('errorPageMessage', () => {
  it('never makes the code of a back-end failure the heading', () => {
    expect(errorPageMessage(Object.assign(new Error('x'), { digest: unavailableDigest('ECONNREFUSED') }))).toBeNull();
  });

  it('hides the generic message of another server error', () => {
    expect(errorPageMessage(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' }))).toBeNull();
  });

  it('shows the message of an error thrown in the browser, or nothing', () => {
    expect(errorPageMessage(new Error('Boom'))).toBe('Boom');
    expect(errorPageMessage(new Error(''))).toBeNull();
    expect(errorPageMessage('text')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack and Turbopack chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Boom'))).toBe(false);
  });
});
