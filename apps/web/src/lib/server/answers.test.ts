import { describe, expect, it } from 'vitest';
import { MAX_ROUTED_QUERY_LENGTH } from '../security/refusal';
import { finalAnswer } from './answers';
import { noteUnavailable, requestNotes, type RequestNotes } from './request-notes';

describe('finalAnswer', () => {
  it('sends 503 for a page that failed for want of a back end, 500 for any other failure', () => {
    expect(finalAnswer('/en/campanhas', { status: 500 }, { unavailable: 'ECONNREFUSED' })).toEqual({ status: 503 });
    expect(finalAnswer('/en/campanhas', { status: 500 }, {})).toEqual({ status: 500 });
    expect(finalAnswer('/en/campanhas', { status: 200 }, { unavailable: 'TIMEOUT' })).toEqual({ status: 200 });
    expect(finalAnswer('/en/blog/x', { status: 404 }, { unavailable: 'TIMEOUT' })).toEqual({ status: 404 });
  });

  it('carries the query of a gallery under another name into its canonical redirect', () => {
    const redirect = { status: 308, location: '/pt/modelo/12/ana-lima' };
    expect(finalAnswer('/pt/modelo/12/ana?utm_source=x&b=2', redirect, {})).toEqual({ status: 308, location: '/pt/modelo/12/ana-lima?utm_source=x&b=2' });
    expect(finalAnswer('/en/model/12/ana?x=1', { status: 308, location: '/en/model/12/ana-lima' }, {}).location).toBe('/en/model/12/ana-lima?x=1');
    expect(finalAnswer('/pt/modelo/12/ana', redirect, {})).toEqual(redirect);
    expect(finalAnswer('/pt/modelo/12/ana?', redirect, {})).toEqual(redirect);
  });

  it('leaves out a query longer than the site carries into any redirect', () => {
    const redirect = { status: 308, location: '/pt/modelo/12/ana-lima' };
    const longest = 'q='.padEnd(MAX_ROUTED_QUERY_LENGTH, 'a');
    expect(finalAnswer(`/pt/modelo/12/ana?${longest}`, redirect, {}).location).toBe(`/pt/modelo/12/ana-lima?${longest}`);
    expect(finalAnswer(`/pt/modelo/12/ana?${longest}a`, redirect, {})).toEqual(redirect);
  });

  it('touches no other redirect', () => {
    // The proxy's redirects carry their own query (or turn it into the path).
    expect(finalAnswer('/pt/modelos?q=ana', { status: 303, location: '/pt/modelos/ana' }, {}).location).toBe('/pt/modelos/ana');
    expect(finalAnswer('/pt/talents/x?a=1', { status: 308, location: '/pt/talents' }, {}).location).toBe('/pt/talents');
    expect(finalAnswer('/pt/modelo/1/a?b=2', { status: 308, location: '/pt/modelo/1/b?c=3' }, {}).location).toBe('/pt/modelo/1/b?c=3');
  });
});

describe('request notes', () => {
  it('keep the first back-end failure of a request, and nothing outside one', async () => {
    noteUnavailable('OUTSIDE');
    const notes: RequestNotes = {};
    await requestNotes().run(notes, async () => {
      await Promise.resolve();
      noteUnavailable('ECONNREFUSED');
      noteUnavailable('TIMEOUT');
    });
    expect(notes).toEqual({ unavailable: 'ECONNREFUSED' });
  });
});
