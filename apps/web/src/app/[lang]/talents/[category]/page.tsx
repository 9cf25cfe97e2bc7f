import { BoardPage, boardMetadata, type BoardParams } from '@/components/talents/BoardPage';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts); the filter query arrives as a path segment.
export const generateStaticParams = renderOnFirstRequest;

export const generateMetadata = boardMetadata;

/** /{lang}/talents/{category} (SPEC §2.1, §2.6, §7); the reading-B paths
 * /models/women/sao-paulo… land here with ?office={slug}. An unknown category is a 404. */
export default async function TalentCategoryPage({ params }: { params: BoardParams }) {
  return <BoardPage params={params} />;
}
