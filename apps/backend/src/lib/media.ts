import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Public URL prefix of the media folder (no token, as a CDN would serve them). */
export const MEDIA_PREFIX = '/media';

/** Builds absolute media URLs; the base may only be known once the server listens. */
export class MediaUrls {
  constructor(private readonly base: () => string) {}

  /** Base URL of the media folder, e.g. http://127.0.0.1:4000/media */
  get root(): string {
    return `${this.base()}${MEDIA_PREFIX}`;
  }

  url(file: string): string {
    return `${this.root}/${file.split('/').map(encodeURIComponent).join('/')}`;
  }

  optional(file: string | null): string | null {
    return file === null ? null : this.url(file);
  }
}

/**
 * GET/HEAD /media/* — files of DATA_DIR/media through `@fastify/static`: content types,
 * `Cache-Control: public, max-age=86400`, weak ETag and Last-Modified (304), single `Range`s
 * (206, 416 with `Content-Range: bytes *\/size`). Nothing outside the folder, no dotfiles, no
 * directory listings; a missing file is the JSON 404 of every unknown route.
 */
export async function registerMediaRoute(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: `${MEDIA_PREFIX}/`,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    maxAge: 86_400_000,
    schemaHide: true,
  });
}
