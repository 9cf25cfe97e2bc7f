import { BoardPage, boardMetadata, type BoardParams } from '@/components/talents/BoardPage';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts); the filter query arrives as a path segment.
export const generateStaticParams = renderOnFirstRequest;

export const generateMetadata = boardMetadata;

/** /{lang}/talents/{category}?{query}, rewritten here by the proxy (lib/talents/board-url.ts). */
export default async function FilteredTalentCategoryPage({ params }: { params: BoardParams }) {
  return <BoardPage params={params} />;
}
