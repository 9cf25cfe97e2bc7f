import { handleContact } from '@/lib/forms/server/contact';

/** The contact message (see lib/forms/server/contact.ts and docs/decisions/0021). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleContact(request);
}
