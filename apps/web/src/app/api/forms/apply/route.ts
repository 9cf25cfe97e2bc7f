import { handleApplication } from '@/lib/forms/server/apply';

/** The get-scouted application (see lib/forms/server/apply.ts and docs/decisions/0021). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleApplication(request);
}
