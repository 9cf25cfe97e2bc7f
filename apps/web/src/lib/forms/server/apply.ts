import 'server-only';
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { GET_SCOUTED_FILES, MAX_PHOTO_BYTES, entryReference } from '@vitrine/contracts';
import { sendEntry } from '../../backends/panel';
import { env } from '../../env';
import { checkHoneypot, FORM_BODY_LIMITS, guardFormRequest } from '../abuse';
import { PHOTO_FIELDS, toGetScoutedFields, validateApplication } from '../apply-schema';
import { readMultipart, withUploadDir } from '../multipart';
import type { FieldErrorCodes } from '../rules';
import { cleanPhoto } from './photos';
import { answerForm, formGuardOptions, invalidResponse, localeOf, okResponse, submissionKey } from './respond';

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

/**
 * POST /api/forms/apply: the get-scouted application (SPEC §2.8, §7 getScouted). Abuse guards
 * first (size, rate, honeypot), then the same rules as the browser, each photo checked by its
 * content and cleaned of its metadata (GPS), then forwarded to the content panel with the
 * submission's idempotency key. The answer is JSON (FormAnswer) in the visitor's language.
 *
 * Memory: the photos go to disk as they stream in (an owner-only folder for this request,
 * removed when it is answered), are checked and cleaned one at a time from file to file, and are
 * forwarded as file-backed blobs, which fetch streams from disk.
 */
export async function handleApplication(request: Request, deps: ApplyDeps = { now: () => new Date(), send: sendEntry }) {
  const locale = localeOf(request);
  return answerForm(request, 'application', async () => {
    await guardFormRequest(request, 'apply', formGuardOptions);
    return withUploadDir(async (dir) => {
      const { fields, files } = await readMultipart(request, {
        maxBytes: FORM_BODY_LIMITS.apply,
        fileFields: PHOTO_FIELDS,
        maxFileBytes: MAX_PHOTO_BYTES,
        fileDir: dir,
        maxFields: 30,
        maxFieldBytes: 4 * 1024,
      });
      checkHoneypot(fields);

      const now = deps.now();
      const parsed = validateApplication(fields, now);
      const errors: FieldErrorCodes = parsed.success ? {} : { ...parsed.errors };
      const photos: string[] = [];
      for (const field of PHOTO_FIELDS) {
        const result = await cleanPhoto(files.get(field), path.join(dir, `${field}.clean.jpg`));
        if (result.ok) photos.push(result.path);
        else errors[field] = result.code;
      }
      if (!parsed.success || Object.keys(errors).length > 0) return invalidResponse(errors, locale);

      const form = new FormData();
      for (const [name, value] of Object.entries(toGetScoutedFields(parsed.data))) form.append(name, value);
      for (const [i, name] of GET_SCOUTED_FILES.entries()) {
        form.append(name, await openAsBlob(photos[i]!, { type: 'image/jpeg' }), `${name}.jpg`);
      }
      const id = await deps.send('getScouted', form, submissionKey(fields));
      const deleteOn = new Date(now.getTime() + env().RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
      return okResponse<ApplyReceipt>({
        reference: entryReference(id),
        receivedAt: now.toISOString(),
        deleteOn,
        replyDays: env().APPLICATION_REPLY_DAYS,
      });
    });
  });
}
