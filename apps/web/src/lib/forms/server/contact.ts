import 'server-only';
import { entryReference } from '@vitrine/contracts';
import { sendEntry } from '../../backends/panel';
import { checkHoneypot, FORM_BODY_LIMITS, guardFormRequest } from '../abuse';
import { validateContact } from '../contact-schema';
import { readMultipart } from '../multipart';
import { answerForm, formGuardOptions, invalidResponse, localeOf, okResponse, submissionKey } from './respond';

/**
 * POST /api/forms/contact: the contact message (SPEC §3, §7 entry 'contact'): abuse guards,
 * the browser's rules again, then the content panel.
 */
export async function handleContact(request: Request, send: typeof sendEntry = sendEntry) {
  const locale = localeOf(request);
  return answerForm(request, 'contact message', async () => {
    await guardFormRequest(request, 'contact', formGuardOptions);
    const { fields } = await readMultipart(request, { maxBytes: FORM_BODY_LIMITS.contact, maxFields: 12, maxFieldBytes: 8 * 1024 });
    checkHoneypot(fields);
    const parsed = validateContact(fields);
    if (!parsed.success) return invalidResponse(parsed.errors, locale);
    const form = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) if (value !== '') form.append(name, value);
    const id = await send('contact', form, submissionKey(fields));
    return okResponse({ reference: entryReference(id) });
  });
}
