import type { FastifyPluginAsync } from 'fastify';
import {
  attributesAnswerSchema,
  attributesQuerySchema,
  FILTER_PROPERTIES,
  integrationPaths,
  photoFeedAnswerSchema,
  photoFeedQuerySchema,
  profileAnswerSchema,
  profileQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
  signinAnswerSchema,
  signinBodySchema,
  talentFiltersSchema,
  talentsAnswerSchema,
  talentsBodySchema,
  talentsQuerySchema,
  type TalentFilter,
} from '@vitrine/contracts';
import { requireBearer, secretEquals, type TokenStore } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import type { MediaUrls } from '../lib/media';
import { formatIssues, type ZodTypeProvider } from '../lib/zod';
import type { TalentRepository } from './talents';

export interface IntegrationOptions {
  salt: string;
  apiKey: string;
  tokens: TokenStore;
  talents: TalentRepository;
  media: MediaUrls;
}

/** Parses the `filters` text of POST /api/talents; every problem is a 400 naming it. */
export function parseFilters(text: string): TalentFilter[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('body.filters must be JSON text of a list of {property, value}');
  }
  if (!Array.isArray(json)) throw badRequest('body.filters must be a JSON list of {property, value}');
  json.forEach((item: unknown, index) => {
    const property = typeof item === 'object' && item !== null && 'property' in item ? item.property : undefined;
    if (!(FILTER_PROPERTIES as readonly unknown[]).includes(property)) {
      throw badRequest(
        `body.filters.${index}.property: unknown filter property ${JSON.stringify(property ?? null)}` +
          ` (allowed: ${FILTER_PROPERTIES.join(', ')})`,
      );
    }
  });
  const parsed = talentFiltersSchema.safeParse(json);
  if (!parsed.success) throw badRequest(formatIssues(parsed.error.issues, 'body.filters'));
  return parsed.data;
}

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The integration service (SPEC §7): talents, profiles, search, photo feed. */
export const integrationRoutes: FastifyPluginAsync<IntegrationOptions> = async (app, options) => {
  const { tokens, talents, media } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    integrationPaths.signin,
    { schema: { body: signinBodySchema, response: { 200: signinAnswerSchema } } },
    async (request) => {
      const { salt, api_key: apiKey } = request.body;
      // Both compared, always, so timing does not tell which one was wrong.
      const saltOk = secretEquals(salt, options.salt);
      const keyOk = secretEquals(apiKey, options.apiKey);
      if (!saltOk || !keyOk) throw unauthorized('Wrong salt or api_key');
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
      { schema: { querystring: attributesQuerySchema, response: { 200: attributesAnswerSchema } } },
      async () => ({ data: talents.categories() }),
    );

    route.post(
      integrationPaths.talents,
      {
        schema: {
          querystring: talentsQuerySchema,
          body: talentsBodySchema.nullish(),
          response: { 200: talentsAnswerSchema },
        },
      },
      async (request) => {
        const { paginate, page, offices } = request.query;
        const filters = parseFilters(request.body?.filters ?? '[]');
        const { items, total } = talents.list(filters, { page, perPage: paginate, withOffices: offices === true });
        return {
          data: items,
          meta: { total, per_page: paginate, current_page: page, last_page: lastPage(total, paginate) },
        };
      },
    );

    route.get(
      integrationPaths.search,
      { schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } } },
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
      { schema: { querystring: profileQuerySchema, response: { 200: profileAnswerSchema } } },
      async (request) => {
        const profile = talents.profile(request.query.id);
        if (!profile) throw notFound(`No talent with id ${request.query.id}`);
        return profile;
      },
    );

    route.get(
      integrationPaths.photoFeed,
      { schema: { querystring: photoFeedQuerySchema, response: { 200: photoFeedAnswerSchema } } },
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
