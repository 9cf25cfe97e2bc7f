import { handleVerdict } from '@/lib/forms/server/verdict';

/** A selection's verdicts sent back (see lib/forms/server/verdict.ts and docs/decisions/0029). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleVerdict(request);
}
