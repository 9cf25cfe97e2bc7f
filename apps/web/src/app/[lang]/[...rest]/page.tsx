import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { notFoundMetadata, pageLocale, type LangParams } from '@/lib/page';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: { params: LangParams }) {
  return notFoundMetadata(await pageLocale(params));
}

/** Any path under a locale that no page matches, and an unsupported lang (next.config's rewrite
 * to /pt/unsupported-lang, the fallback locale): the 404 of SPEC §2.3. */
export default async function UnknownPage({ params }: { params: LangParams }) {
  return <NotFoundPage locale={await pageLocale(params)} />;
}
