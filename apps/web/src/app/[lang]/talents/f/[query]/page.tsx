import { BoardPage, boardMetadata } from '@/components/talents/BoardPage';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts); the filter query arrives as a path segment.
export const generateStaticParams = renderOnFirstRequest;

type Props = { params: Promise<{ lang: string; query: string }> };

export const generateMetadata = async ({ params }: Props) => boardMetadata(await params);

/** /{lang}/talents?{query}, rewritten here by the proxy (lib/talents/board-url.ts). */
export default async function FilteredTalentsPage({ params }: Props) {
  return <BoardPage {...await params} />;
}
