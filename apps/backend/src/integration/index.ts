import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attributesAnswerSchema,
  attributesQuerySchema,
  integrationPaths,
  parseTalentFilters,
  photoFeedAnswerSchema,
  photoFeedQuerySchema,
  profileAnswerSchema,
  profileQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
  signinAnswerSchema,
  signinBodySchema,
  talentsAnswerSchema,
  talentsBodySchema,
  talentsQuerySchema,
} from '@vitrine/contracts';
import { requireBearer, secretEquals, type SigninLimit, type TokenStore } from '../lib/auth';
import { httpErrors, refusals } from '../lib/errors';
import type { MediaUrls } from '../lib/media';
import type { TalentRepository } from './talents';

export interface IntegrationOptions {
  salt: string;
  apiKey: string;
  tokens: TokenStore;
  talents: TalentRepository;
  media: MediaUrls;
  signinLimit: SigninLimit;
}

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The integration service (SPEC §7): talents, profiles, search, photo feed. */
export const integrationRoutes: FastifyPluginAsync<IntegrationOptions> = async (app, options) => {
  const { tokens, talents, media } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    integrationPaths.signin,
    {
      config: { rateLimit: options.signinLimit },
      schema: { body: signinBodySchema, response: { 200: signinAnswerSchema, ...refusals(400, 401, 413, 415, 429) } },
    },
    async (request) => {
      const { salt, api_key: apiKey } = request.body;
      // Both compared, always, so timing does not tell which one was wrong.
      const saltOk = secretEquals(salt, options.salt);
      const keyOk = secretEquals(apiKey, options.apiKey);
      if (!saltOk || !keyOk) throw httpErrors.unauthorized('Wrong salt or api_key');
      const issued = tokens.issue('integration');
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: issued.expiresIn,
        expires_at: issued.expiresAt.toISOString(),
      };
    },
  );

  await app.register(async (secured) => {
    secured.addHook('onRequest', requireBearer(tokens, 'integration'));
    const route = secured.withTypeProvider<ZodTypeProvider>();

    route.get(
      integrationPaths.attributes,
      { schema: { querystring: attributesQuerySchema, response: { 200: attributesAnswerSchema, ...refusals(400, 401) } } },
      async () => ({ data: talents.categories() }),
    );

    route.post(
      integrationPaths.talents,
      {
        schema: {
          querystring: talentsQuerySchema,
          body: talentsBodySchema.nullish(),
          response: { 200: talentsAnswerSchema, ...refusals(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const { paginate, page, offices } = request.query;
        const parsed = parseTalentFilters(request.body?.filters ?? '[]');
        if (!parsed.ok) throw httpErrors.badRequest(parsed.message);
        const filters = parsed.filters;
        const { items, total } = talents.list(filters, { page, perPage: paginate, withOffices: offices === true });
        return {
          data: items,
          meta: { total, per_page: paginate, current_page: page, last_page: lastPage(total, paginate) },
        };
      },
    );

    route.get(
      integrationPaths.search,
      { schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema, ...refusals(400, 401) } } },
      async (request) => {
        const { paginate, page } = request.query;
        const { items, total } = talents.list([], { page, perPage: paginate, withOffices: false });
        return {
          data: items,
          meta: { total, per_page: paginate, current_page: page, last_page: lastPage(total, paginate) },
        };
      },
    );

    route.get(
      integrationPaths.profile,
      { schema: { querystring: profileQuerySchema, response: { 200: profileAnswerSchema, ...refusals(400, 401, 404) } } },
      async (request) => {
        const profile = talents.profile(request.query.id);
        if (!profile) throw httpErrors.notFound(`No talent with id ${request.query.id}`);
        return profile;
      },
    );

    route.get(
      integrationPaths.photoFeed,
      { schema: { querystring: photoFeedQuerySchema, response: { 200: photoFeedAnswerSchema, ...refusals(400, 401) } } },
      async (request) => {
        const username = request.query.username.replace(/^@/, '');
        const profileUrl = `https://www.instagram.com/${encodeURIComponent(username)}/`;
        return {
          data: talents.feedImages(9).map((file, index) => ({
            id: `${username}-${index + 1}`,
            image: media.url(file),
            permalink: profileUrl,
            caption: `@${username} · ${index + 1}`,
          })),
        };
      },
    );
  });
};
