import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { requireBearer, secretEquals, type SigninLimit, type TokenStore } from '../lib/auth';
import { httpErrors, refusals } from '../lib/errors';
import { slugify } from '../lib/text';
import type { ContentRepository } from './content';
import type { EntryStore } from './entries';
import { contentDisposition, zipOfMedia } from './zip';

export interface PanelOptions {
  salt: string;
  apiToken: string;
  tokens: TokenStore;
  content: ContentRepository;
  entries: EntryStore;
  talents: TalentRepository;
  mediaDir: string;
  signinLimit: SigninLimit;
}

const idParams = z.object({ id: z.string() });
const conceptParams = z.object({ concept: z.string(), value: z.string() });
/** The zip answer is an application/zip stream (Fastify sends streams as they are, unserialised). */
const zipStream = z.unknown();

/** A numeric id from a path segment, or a 404 naming what was asked for. */
function idOf(text: string, what: string): number {
  if (!/^\d{1,15}$/.test(text)) throw httpErrors.notFound(`No ${what} with id "${text}"`);
  return Number(text);
}

function found<T>(item: T | undefined, message: string): T {
  if (item === undefined) throw httpErrors.notFound(message);
  return item;
}

/** The content panel (SPEC §7): texts, images, slides, blog, staff, socials, entries, zip. */
export const panelRoutes: FastifyPluginAsync<PanelOptions> = async (app, options) => {
  const { tokens, content, entries, talents } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    panelPaths.login,
    {
      config: { rateLimit: options.signinLimit },
      schema: { body: loginBodySchema, response: { 200: loginAnswerSchema, ...refusals(400, 401, 413, 415, 429) } },
    },
    async (request) => {
      const saltOk = secretEquals(request.body.salt, options.salt);
      const tokenOk = secretEquals(request.body.api_token, options.apiToken);
      if (!saltOk || !tokenOk) throw httpErrors.unauthorized('Wrong salt or api_token');
      const issued = tokens.issue('panel');
      return { token: issued.token, expires_at: issued.expiresAt.toISOString() };
    },
  );

  await app.register(async (secured) => {
    secured.addHook('onRequest', requireBearer(tokens, 'panel'));
    const route = secured.withTypeProvider<ZodTypeProvider>();

    // ---- entities: staff, slides, blog, campaign --------------------------------
    route.get('/api/entities/staff', { schema: { response: { 200: staffListAnswerSchema, ...refusals(401) } } }, async () => ({
      data: content.staff(),
    }));
    route.get(
      '/api/entities/staff/:id',
      { schema: { params: idParams, response: { 200: staffItemAnswerSchema, ...refusals(401, 404) } } },
      async (request) => {
        const id = idOf(request.params.id, 'staff member');
        return { data: found(content.staffById(id), `No staff member with id ${id}`) };
      },
    );

    route.get('/api/entities/slides', { schema: { response: { 200: slidesAnswerSchema, ...refusals(401) } } }, async () => ({
      data: content.slides(),
    }));
    route.get(
      '/api/entities/slides/:id',
      { schema: { params: idParams, response: { 200: slideItemAnswerSchema, ...refusals(401, 404) } } },
      async (request) => {
        const id = idOf(request.params.id, 'slide');
        return { data: found(content.slideById(id), `No slide with id ${id}`) };
      },
    );

    for (const type of POST_TYPES) {
      route.get(`/api/entities/${type}`, { schema: { response: { 200: postListAnswerSchema, ...refusals(401) } } }, async () => ({
        data: content.posts(type),
      }));
      route.get(
        `/api/entities/${type}/:id`,
        { schema: { params: idParams, response: { 200: postItemAnswerSchema, ...refusals(401, 404) } } },
        async (request) => {
          const id = idOf(request.params.id, `${type} post`);
          return { data: found(content.postById(type, id), `No ${type} post with id ${id}`) };
        },
      );
      route.get(
        `/api/entities/${type}/:concept/:value`,
        { schema: { params: conceptParams, response: { 200: postItemAnswerSchema, ...refusals(401, 404) } } },
        async (request) => {
          const { concept, value } = request.params;
          if (concept === 'slug') {
            return { data: found(content.postBySlug(type, value), `No ${type} post with slug "${value}"`) };
          }
          if (concept === 'id') {
            const id = idOf(value, `${type} post`);
            return { data: found(content.postById(type, id), `No ${type} post with id ${id}`) };
          }
          throw httpErrors.notFound(`Unknown concept "${concept}" for ${type} (known: id, slug)`);
        },
      );
    }

    // Anything else under /api/entities: an entity that does not exist (or a concept it lacks).
    const unknownEntity = { schema: { response: refusals(401, 404) } };
    route.get('/api/entities/:entity', unknownEntity, async (request) => {
      const { entity } = z.object({ entity: z.string() }).parse(request.params);
      throw httpErrors.notFound(`Unknown entity "${entity}" (known: ${ENTITIES.join(', ')})`);
    });
    route.get('/api/entities/:entity/*', unknownEntity, async (request) => {
      const { entity } = z.object({ entity: z.string() }).parse(request.params);
      throw httpErrors.notFound(
        (ENTITIES as readonly string[]).includes(entity)
          ? `No ${entity} item at ${request.url.split('?')[0]}`
          : `Unknown entity "${entity}" (known: ${ENTITIES.join(', ')})`,
      );
    });

    // ---- blog lists -----------------------------------------------------------------
    route.get(
      '/api/posts/:type/:lang',
      {
        schema: {
          params: z.object({ type: z.string(), lang: z.string() }),
          response: { 200: postListAnswerSchema, ...refusals(401, 404) },
        },
      },
      async (request) => {
        const parsed = postsParamsSchema.safeParse(request.params);
        if (!parsed.success) {
          throw httpErrors.notFound(`No post list ${request.params.type}/${request.params.lang} (types: blog, campaign; languages: pt, en)`);
        }
        return { data: content.posts(parsed.data.type, parsed.data.lang) };
      },
    );

    // ---- site settings --------------------------------------------------------------
    route.get(panelPaths.websiteTexts, { schema: { response: { 200: websiteTextsAnswerSchema, ...refusals(401) } } }, async () => ({
      data: content.websiteTexts(),
    }));
    route.get(panelPaths.websiteImages, { schema: { response: { 200: websiteImagesAnswerSchema, ...refusals(401) } } }, async () => ({
      data: content.websiteImages(),
    }));
    route.get(panelPaths.customizations, { schema: { response: { 200: customizationsAnswerSchema, ...refusals(401) } } }, async () => ({
      data: content.customizations(),
    }));
    route.get(panelPaths.socialMedias, { schema: { response: { 200: socialMediasAnswerSchema, ...refusals(401) } } }, async () => ({
      data: content.socialMedias(),
    }));

    // ---- zip of a talent's images ---------------------------------------------------
    route.post(panelPaths.zip, { schema: { body: zipBodySchema, response: { 200: zipStream, ...refusals(400, 401, 404, 413, 415) } } }, async (request, reply) => {
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
        {
          schema: {
            params: z.object({ entry: z.string() }),
            response: { 200: sendAnswerSchema, ...refusals(400, 401, 404, 413, 415) },
          },
        },
        async (request) => {
          const entry = entryNameSchema.safeParse(request.params.entry);
          if (!entry.success) {
            throw httpErrors.notFound(`Unknown entry "${request.params.entry}" (known: ${entryNameSchema.options.join(', ')})`);
          }
          const id = await entries.receive(request, entry.data);
          request.log.info({ entry: entry.data, id }, 'entry stored');
          return { ok: true as const, id };
        },
      );
    });
  });
};
