import { handleOrder } from '@/lib/forms/server/order';

/** The e-casting order (see lib/forms/server/order.ts and docs/decisions/0021). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleOrder(request);
}
