import { httpErrors } from '@fastify/sensible';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiError, errorSchema, formatIssues } from '@vitrine/contracts';

/** The HTTP errors routes throw (`@fastify/sensible`'s http-errors): `httpErrors.notFound('…')`. */
export { httpErrors };

/** Machine-readable `error` of each 4xx answer (`{error, message}`, SPEC §7 contract choice). */
const ERROR_NAMES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
};

/** The 4xx answers a route may give, declared next to its 200: `response: { 200: x, ...refusals(400, 401) }`. */
export function refusals<const S extends readonly number[]>(...statuses: S): Record<S[number], typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<S[number], typeof errorSchema>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function statusOf(err: unknown): number | undefined {
  if (!isObject(err)) return undefined;
  const status = err.statusCode ?? err.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/** A request part that failed its zod schema, one readable line per issue: `body.email: Invalid email address`. */
function validationMessage(err: FastifyError): string {
  const context = err.validationContext ?? '';
  return (err.validation ?? [])
    .map((issue) => {
      const where = [context, ...issue.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
      return where ? `${where}: ${issue.message ?? 'invalid'}` : (issue.message ?? 'invalid');
    })
    .join('; ');
}

/** Maps anything thrown while handling a request to a status and its JSON answer. */
export function describeError(err: unknown, contentType?: string): { status: number; body: ApiError } {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return { status: 400, body: { error: 'bad_request', message: validationMessage(err as FastifyError) } };
  }
  if (err instanceof z.ZodError) {
    return { status: 400, body: { error: 'bad_request', message: formatIssues(err.issues) } };
  }
  const status = statusOf(err);
  const code = isObject(err) && typeof err.code === 'string' ? err.code : undefined;
  if (status === 415 && code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const message = `Content type ${JSON.stringify(contentType ?? 'none')} is not accepted here: send application/json`;
    return { status, body: { error: 'unsupported_media_type', message } };
  }
  if (status !== undefined && status < 500) {
    const message = err instanceof Error && err.message ? err.message : 'Bad request';
    return { status, body: { error: ERROR_NAMES[status] ?? 'bad_request', message } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'Internal server error' } };
}

/** Headers an error asks for (a 416's `Content-Range`), from `@fastify/send` and http-errors. */
function headersOf(err: unknown): Record<string, string> {
  if (!isObject(err) || !isObject(err.headers)) return {};
  return Object.fromEntries(Object.entries(err.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Every error and unknown route answers JSON `{error, message}`; only our own bugs are 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const { status, body } = describeError(err, request.headers['content-type']);
    if (status >= 500) {
      // Includes an answer that breaks its contract schema (fastify-type-provider-zod's serializer).
      request.log.error({ err }, 'request failed');
    } else {
      request.log.info({ status, error: body.error, reason: body.message }, 'request refused');
      void reply.headers(headersOf(err));
    }
    if (status === 401) void reply.header('www-authenticate', 'Bearer');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${path}` });
  });
}
