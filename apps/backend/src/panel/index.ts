import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  customizationsAnswerSchema,
  ENTITIES,
  ENTRY_FILE_MAX_BYTES,
  entryNameSchema,
  GALLERIES,
  loginAnswerSchema,
  loginBodySchema,
  panelPaths,
  postItemAnswerSchema,
  postListAnswerSchema,
  POST_TYPES,
  postsParamsSchema,
  sendAnswerSchema,
  slideItemAnswerSchema,
  slidesAnswerSchema,
  socialMediasAnswerSchema,
  staffItemAnswerSchema,
  staffListAnswerSchema,
  websiteImagesAnswerSchema,
  websiteTextsAnswerSchema,
  ZIP_CONTENT_TYPE,
  zipBodySchema,
} from '@vitrine/contracts';
import type { TalentRepository } from '../integration/talents';
import { requireBearer, secretEquals, type TokenStore } from '../lib/auth';
import { notFound, unauthorized } from '../lib/errors';
import { slugify } from '../lib/text';
import type { ZodTypeProvider } from '../lib/zod';
import type { ContentRepository } from './content';
import type { EntryStore } from './entries';
import { idempotencyKeyOf } from './idempotency';
import { contentDisposition, zipOfMedia } from './zip';

export interface PanelOptions {
  salt: string;
  apiToken: string;
  tokens: TokenStore;
  content: ContentRepository;
  entries: EntryStore;
  talents: TalentRepository;
  mediaDir: string;
}

const idParams = z.object({ id: z.string() });
const conceptParams = z.object({ concept: z.string(), value: z.string() });

/** A numeric id from a path segment, or a 404 naming what was asked for. */
function idOf(text: string, what: string): number {
  if (!/^\d{1,15}$/.test(text)) throw notFound(`No ${what} with id "${text}"`);
  return Number(text);
}

function found<T>(item: T | undefined, message: string): T {
  if (item === undefined) throw notFound(message);
  return item;
}

/** The content panel (SPEC §7): texts, images, slides, blog, staff, socials, entries, zip. */
export const panelRoutes: FastifyPluginAsync<PanelOptions> = async (app, options) => {
  const { tokens, content, entries, talents } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    panelPaths.login,
    { schema: { body: loginBodySchema, response: { 200: loginAnswerSchema } } },
    async (request) => {
      const saltOk = secretEquals(request.body.salt, options.salt);
      const tokenOk = secretEquals(request.body.api_token, options.apiToken);
      if (!saltOk || !tokenOk) throw unauthorized('Wrong salt or api_token');
      const issued = tokens.issue('panel');
      return { token: issued.token, expires_at: issued.expiresAt.toISOString() };
    },
  );

  await app.register(async (secured) => {
    secured.addHook('onRequest', requireBearer(tokens, 'panel'));
    const route = secured.withTypeProvider<ZodTypeProvider>();

    // ---- entities: staff, slides, blog, campaign --------------------------------
    route.get('/api/entities/staff', { schema: { response: { 200: staffListAnswerSchema } } }, async () => ({
      data: content.staff(),
    }));
    route.get(
      '/api/entities/staff/:id',
      { schema: { params: idParams, response: { 200: staffItemAnswerSchema } } },
      async (request) => {
        const id = idOf(request.params.id, 'staff member');
        return { data: found(content.staffById(id), `No staff member with id ${id}`) };
      },
    );

    route.get('/api/entities/slides', { schema: { response: { 200: slidesAnswerSchema } } }, async () => ({
      data: content.slides(),
    }));
    route.get(
      '/api/entities/slides/:id',
      { schema: { params: idParams, response: { 200: slideItemAnswerSchema } } },
      async (request) => {
        const id = idOf(request.params.id, 'slide');
        return { data: found(content.slideById(id), `No slide with id ${id}`) };
      },
    );

    for (const type of POST_TYPES) {
      route.get(`/api/entities/${type}`, { schema: { response: { 200: postListAnswerSchema } } }, async () => ({
        data: content.posts(type),
      }));
      route.get(
        `/api/entities/${type}/:id`,
        { schema: { params: idParams, response: { 200: postItemAnswerSchema } } },
        async (request) => {
          const id = idOf(request.params.id, `${type} post`);
          return { data: found(content.postById(type, id), `No ${type} post with id ${id}`) };
        },
      );
      route.get(
        `/api/entities/${type}/:concept/:value`,
        { schema: { params: conceptParams, response: { 200: postItemAnswerSchema } } },
        async (request) => {
          const { concept, value } = request.params;
          if (concept === 'slug') {
            return { data: found(content.postBySlug(type, value), `No ${type} post with slug "${value}"`) };
          }
          if (concept === 'id') {
            const id = idOf(value, `${type} post`);
            return { data: found(content.postById(type, id), `No ${type} post with id ${id}`) };
          }
          throw notFound(`Unknown concept "${concept}" for ${type} (known: id, slug)`);
        },
      );
    }

    // Anything else under /api/entities: an entity that does not exist (or a concept it lacks).
    route.get('/api/entities/:entity', async (request) => {
      const { entity } = z.object({ entity: z.string() }).parse(request.params);
      throw notFound(`Unknown entity "${entity}" (known: ${ENTITIES.join(', ')})`);
    });
    route.get('/api/entities/:entity/*', async (request) => {
      const { entity } = z.object({ entity: z.string() }).parse(request.params);
      throw notFound(
        (ENTITIES as readonly string[]).includes(entity)
          ? `No ${entity} item at ${request.url.split('?')[0]}`
          : `Unknown entity "${entity}" (known: ${ENTITIES.join(', ')})`,
      );
    });

    // ---- blog lists -----------------------------------------------------------------
    route.get(
      '/api/posts/:type/:lang',
      { schema: { params: z.object({ type: z.string(), lang: z.string() }), response: { 200: postListAnswerSchema } } },
      async (request) => {
        const parsed = postsParamsSchema.safeParse(request.params);
        if (!parsed.success) {
          throw notFound(`No post list ${request.params.type}/${request.params.lang} (types: blog, campaign; languages: pt, en)`);
        }
        return { data: content.posts(parsed.data.type, parsed.data.lang) };
      },
    );

    // ---- site settings --------------------------------------------------------------
    route.get(panelPaths.websiteTexts, { schema: { response: { 200: websiteTextsAnswerSchema } } }, async () => ({
      data: content.websiteTexts(),
    }));
    route.get(panelPaths.websiteImages, { schema: { response: { 200: websiteImagesAnswerSchema } } }, async () => ({
      data: content.websiteImages(),
    }));
    route.get(panelPaths.customizations, { schema: { response: { 200: customizationsAnswerSchema } } }, async () => ({
      data: content.customizations(),
    }));
    route.get(panelPaths.socialMedias, { schema: { response: { 200: socialMediasAnswerSchema } } }, async () => ({
      data: content.socialMedias(),
    }));

    // ---- zip of a talent's images ---------------------------------------------------
    route.post(panelPaths.zip, { schema: { body: zipBodySchema } }, async (request, reply) => {
      const { talent_id: talentId, galleries } = request.body;
      const name = found(talents.nameOf(talentId), `No talent with id ${talentId}`);
      const files = talents.mediaFiles(talentId, galleries ?? GALLERIES);
      return reply
        .type(ZIP_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(`${slugify(name) || `talent-${talentId}`}.zip`))
        .send(zipOfMedia(options.mediaDir, files, request.log));
    });

    // ---- form entries (multipart) -----------------------------------------------------
    await route.register(async (forms) => {
      await forms.register(multipart, {
        limits: { fileSize: ENTRY_FILE_MAX_BYTES, files: 8, fields: 60, fieldSize: 64 * 1024, parts: 80 },
      });
      forms.withTypeProvider<ZodTypeProvider>().post(
        '/api/entry/:entry/send',
        { schema: { params: z.object({ entry: z.string() }), response: { 200: sendAnswerSchema } } },
        async (request) => {
          const entry = entryNameSchema.safeParse(request.params.entry);
          if (!entry.success) {
            throw notFound(`Unknown entry "${request.params.entry}" (known: ${entryNameSchema.options.join(', ')})`);
          }
          const id = await entries.receive(request, entry.data, idempotencyKeyOf(request));
          request.log.info({ entry: entry.data, id }, 'entry stored');
          return { ok: true as const, id };
        },
      );
    });
  });
};
