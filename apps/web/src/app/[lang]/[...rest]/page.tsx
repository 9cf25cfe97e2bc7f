import { notFound } from 'next/navigation';
import { notFoundMetadata, pageLocale, type LangParams } from '@/lib/page';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: { params: LangParams }) {
  return notFoundMetadata(await pageLocale(params));
}

/** Any path under a locale that no page matches, and an unsupported lang (next.config's rewrite
 * to /en/unsupported-lang): the 404 of SPEC §2.3. */
export default function UnknownPage() {
  notFound();
}
