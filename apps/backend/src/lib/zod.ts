import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/** Lets routes declare zod schemas and get typed `request.body/query/params` and replies. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A request part (body, querystring, params) that failed its schema. */
export class RequestValidationError extends Error {
  /** Set by Fastify: 'body', 'querystring', 'params' or 'headers'. */
  validationContext?: string;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super(formatIssues(issues));
    this.name = 'RequestValidationError';
  }
}

/** One readable line per issue, naming the field: `body.email: Invalid email address`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], context?: string): string {
  return issues
    .map((issue) => {
      const where = [context, ...issue.path.map(String)].filter(Boolean).join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

const isZodSchema = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
};

/** Answers are checked against their contract schema before they leave (a mismatch is our bug: 500). */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url, httpStatus }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new Error(`Answer of ${url} (${httpStatus}) breaks its contract: ${formatIssues(result.error.issues)}`);
    }
    return JSON.stringify(result.data);
  };
};
