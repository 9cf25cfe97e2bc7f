import { describe, expect, it } from 'vitest';
import { backendOrigins, mediaUrlRewriter } from './media-urls';

const builtIn = ['http://127.0.0.1:4000/panel', 'http://127.0.0.1:4000/integration'];

describe('mediaUrlRewriter', () => {
  it("points the back end's media at the site's /media/, inside HTML too", () => {
    const rewrite = mediaUrlRewriter({ backendUrls: builtIn });
    const answer = {
      data: [
        { id: 1, image: 'http://127.0.0.1:4000/media/slides/a.jpg', link: 'https://elsewhere.example/x', n: 3, none: null },
        { content: '<p><img src="http://127.0.0.1:4000/media/blog/b.jpg"> and <img src="http://127.0.0.1:4000/media/c.png"></p>' },
      ],
    };
    expect(rewrite(answer)).toEqual({
      data: [
        { id: 1, image: '/media/slides/a.jpg', link: 'https://elsewhere.example/x', n: 3, none: null },
        { content: '<p><img src="/media/blog/b.jpg"> and <img src="/media/c.png"></p>' },
      ],
    });
    // The answer itself is left as it was (it may be cached elsewhere).
    expect(answer.data[0]?.image).toBe('http://127.0.0.1:4000/media/slides/a.jpg');
  });

  it('uses PUBLIC_MEDIA_URL when one is set, with or without its trailing slash', () => {
    for (const publicMediaUrl of ['https://media.example/v', 'https://media.example/v/']) {
      const rewrite = mediaUrlRewriter({ backendUrls: builtIn, publicMediaUrl });
      expect(rewrite('http://127.0.0.1:4000/media/a/b.jpg')).toBe('https://media.example/v/a/b.jpg');
    }
  });

  it("leaves the back end's other paths and other hosts alone", () => {
    const rewrite = mediaUrlRewriter({ backendUrls: builtIn });
    expect(rewrite('http://127.0.0.1:4000/panel/api/x')).toBe('http://127.0.0.1:4000/panel/api/x');
    expect(rewrite('http://127.0.0.1:4001/media/a.jpg')).toBe('http://127.0.0.1:4001/media/a.jpg');
  });

  it('knows each back end by its origin, once', () => {
    expect(backendOrigins([...builtIn, 'https://cms.example/api', 'not a url'])).toEqual(['http://127.0.0.1:4000', 'https://cms.example']);
  });
});
