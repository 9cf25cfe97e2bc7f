import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '@vitrine/contracts';
import { formatIssues, RequestValidationError } from './zod';

/** An error whose status and `{error, message}` answer are chosen by the code throwing it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const unsupportedMediaType = (message: string) => new HttpError(415, 'unsupported_media_type', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);

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
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'too_many_requests',
};

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('statusCode' in err)) return undefined;
  const status = err.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

const codeOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;

/** Maps anything thrown while handling a request to a status and its JSON answer. */
export function describeError(err: unknown, contentType?: string): { status: number; body: ApiError } {
  if (err instanceof HttpError) {
    return { status: err.statusCode, body: { error: err.error, message: err.message } };
  }
  if (err instanceof RequestValidationError) {
    return { status: 400, body: { error: 'bad_request', message: formatIssues(err.issues, err.validationContext) } };
  }
  if (err instanceof z.ZodError) {
    return { status: 400, body: { error: 'bad_request', message: formatIssues(err.issues) } };
  }
  const status = statusOf(err);
  if (status === 415 && codeOf(err) === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const message = `Content type ${JSON.stringify(contentType ?? 'none')} is not accepted here: send application/json`;
    return { status, body: { error: 'unsupported_media_type', message } };
  }
  if (status !== undefined && status < 500) {
    const message = err instanceof Error ? err.message : 'Bad request';
    return { status, body: { error: ERROR_NAMES[status] ?? 'bad_request', message } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'Internal server error' } };
}

/** Every error and unknown route answers JSON `{error, message}`; only our own bugs are 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const { status, body } = describeError(err, request.headers['content-type']);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status, error: body.error, reason: body.message }, 'request refused');
    if (status === 401) void reply.header('www-authenticate', 'Bearer');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${path}` });
  });
}
