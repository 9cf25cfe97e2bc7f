import 'server-only';
import { randomUUID } from 'node:crypto';
import { GET_SCOUTED_FILES, IDEMPOTENCY_KEY_PATTERN, MAX_PHOTO_BYTES, entryReference } from '@vitrine/contracts';
import { sendEntry } from '../../backends/panel';
import { BackendError } from '../../backends/http';
import { env } from '../../env';
import { checkHoneypot, FORM_BODY_LIMITS, guardFormRequest } from '../abuse';
import { PHOTO_FIELDS, toGetScoutedFields, validateApplication, type FieldErrorCodes } from '../apply-schema';
import { readMultipart } from '../multipart';
import { cleanPhoto } from './photos';
import { answerRefusals, invalidResponse, localeOf, okResponse, sendFailedResponse } from './respond';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The receipt the browser shows after a stored application. */
export interface ApplyReceipt {
  reference: string;
  /** ISO date-time the site received it. */
  receivedAt: string;
  /** ISO date (YYYY-MM-DD) from which the data and photos are deleted. */
  deleteOn: string;
  replyDays: number;
}

export interface ApplyDeps {
  now: () => Date;
  send: typeof sendEntry;
}

/** The key a submission was sent with, or a fresh one (a form sent without JavaScript). */
const keyOf = (fields: Record<string, string>) => {
  const key = fields.idempotencyKey ?? '';
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : randomUUID();
};

/**
 * POST /api/forms/apply: the get-scouted application (SPEC §2.8, §7 getScouted). Abuse guards
 * first (size, rate, honeypot), then the same schema as the browser, each photo checked by its
 * content and cleaned of its metadata (GPS), then forwarded to the content panel with the
 * submission's idempotency key. The answer is JSON (FormAnswer) in the visitor's language.
 */
export async function handleApplication(request: Request, deps: ApplyDeps = { now: () => new Date(), send: sendEntry }) {
  const locale = localeOf(request);
  return answerRefusals(locale, async () => {
    await guardFormRequest(request, 'apply', { pointsPerHour: () => env().FORM_RATE_LIMIT });
    const { fields, files } = await readMultipart(request, {
      maxBytes: FORM_BODY_LIMITS.apply,
      fileFields: PHOTO_FIELDS,
      maxFileBytes: MAX_PHOTO_BYTES,
      maxFields: 30,
      maxFieldBytes: 4 * 1024,
    });
    checkHoneypot(fields);

    const now = deps.now();
    const parsed = validateApplication(fields, now);
    const errors: FieldErrorCodes = parsed.success ? {} : { ...parsed.errors };
    const photos: Buffer[] = [];
    for (const field of PHOTO_FIELDS) {
      const result = await cleanPhoto(files.get(field));
      if (result.ok) photos.push(result.data);
      else errors[field] = result.code;
    }
    if (!parsed.success || Object.keys(errors).length > 0) return invalidResponse(errors, locale);

    const form = new FormData();
    for (const [name, value] of Object.entries(toGetScoutedFields(parsed.data))) form.append(name, value);
    GET_SCOUTED_FILES.forEach((name, i) => {
      form.append(name, new Blob([new Uint8Array(photos[i]!)], { type: 'image/jpeg' }), `${name}.jpg`);
    });
    let id: number;
    try {
      id = await deps.send('getScouted', form, keyOf(fields));
    } catch (err) {
      if (!(err instanceof BackendError)) throw err;
      console.error(`[forms] application not stored: ${err.message}`);
      return sendFailedResponse(locale);
    }
    const deleteOn = new Date(now.getTime() + env().RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
    return okResponse<ApplyReceipt>({
      reference: entryReference(id),
      receivedAt: now.toISOString(),
      deleteOn,
      replyDays: env().APPLICATION_REPLY_DAYS,
    });
  });
}
