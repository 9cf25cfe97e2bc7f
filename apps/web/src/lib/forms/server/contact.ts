import 'server-only';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, entryReference } from '@vitrine/contracts';
import { sendEntry } from '../../backends/panel';
import { BackendError } from '../../backends/http';
import { env } from '../../env';
import { checkHoneypot, FORM_BODY_LIMITS, guardFormRequest } from '../abuse';
import { validateContact } from '../contact-schema';
import { readMultipart } from '../multipart';
import { answerRefusals, invalidResponse, localeOf, okResponse, sendFailedResponse } from './respond';

/**
 * POST /api/forms/contact: the contact message (SPEC §3, §7 entry 'contact'): abuse guards,
 * the browser's schema again, then the content panel.
 */
export async function handleContact(request: Request, send: typeof sendEntry = sendEntry) {
  const locale = localeOf(request);
  return answerRefusals(locale, async () => {
    await guardFormRequest(request, 'contact', { pointsPerHour: () => env().FORM_RATE_LIMIT });
    const { fields } = await readMultipart(request, { maxBytes: FORM_BODY_LIMITS.contact, maxFields: 12, maxFieldBytes: 8 * 1024 });
    checkHoneypot(fields);
    const parsed = validateContact(fields);
    if (!parsed.success) return invalidResponse(parsed.errors, locale);
    const form = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) if (value !== '') form.append(name, value);
    const key = IDEMPOTENCY_KEY_PATTERN.test(fields.idempotencyKey ?? '') ? fields.idempotencyKey! : randomUUID();
    try {
      const id = await send('contact', form, key);
      return okResponse({ reference: entryReference(id) });
    } catch (err) {
      if (!(err instanceof BackendError)) throw err;
      console.error(`[forms] contact message not stored: ${err.message}`);
      return sendFailedResponse(locale);
    }
  });
}
