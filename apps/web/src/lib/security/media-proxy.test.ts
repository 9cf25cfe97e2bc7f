import { describe, expect, it } from 'vitest';
import { mediaRequestPath, streamMedia } from './media-proxy';

describe('mediaRequestPath', () => {
  it('accepts file paths of plain segments', () => {
    expect(mediaRequestPath(['slides', 'mobile-01.jpg'], '')).toBe('/media/slides/mobile-01.jpg');
  });

  it('refuses query strings, dot segments and odd characters', async () => {
    const withQuery = mediaRequestPath(['a.jpg'], '?v=2');
    expect(withQuery).toBeInstanceOf(Response);
    expect((withQuery as Response).status).toBe(400);
    for (const segments of [[], ['..', 'etc'], ['.env'], ['a b.jpg'], ['a', ''], ['x%2F..']]) {
      const answer = mediaRequestPath(segments, '');
      expect(answer, segments.join('/')).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  });
});

describe('streamMedia', () => {
  const fakeFetch = (answers: Record<string, Response | Error>) =>
    (async (input: string | URL | Request) => {
      const answer = answers[String(input)];
      if (answer instanceof Error) throw answer;
      return answer ?? new Response('nope', { status: 404 });
    }) as typeof fetch;

  it('streams the first back end that has the file, with its content headers only', async () => {
    const answer = await streamMedia('/media/a.jpg', new Headers({ range: 'bytes=0-' }), {
      origins: ['http://a', 'http://b'],
      timeoutMs: 1000,
      fetch: fakeFetch({
        'http://b/media/a.jpg': new Response('jpeg', { status: 206, headers: { 'content-type': 'image/jpeg', 'set-cookie': 'x=1', 'content-range': 'bytes 0-3/4' } }),
      }),
    });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-range')).toBe('bytes 0-3/4');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toBe('jpeg');
  });

  it("answers 404 for a back end's 401 or 404, and 502 when none answers", async () => {
    const sources = (answers: Record<string, Response | Error>) => ({ origins: ['http://a'], timeoutMs: 1000, fetch: fakeFetch(answers) });
    expect((await streamMedia('/media/a.jpg', new Headers(), sources({ 'http://a/media/a.jpg': new Response('no', { status: 401 }) }))).status).toBe(404);
    expect((await streamMedia('/media/a.jpg', new Headers(), sources({}))).status).toBe(404);
    expect((await streamMedia('/media/a.jpg', new Headers(), sources({ 'http://a/media/a.jpg': new Error('ECONNREFUSED') }))).status).toBe(502);
  });
});
