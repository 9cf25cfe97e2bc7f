import { BoardPage, boardMetadata } from '@/components/talents/BoardPage';

type Props = { params: Promise<{ lang: string; category: string; query: string }> };

export const generateMetadata = async ({ params }: Props) => boardMetadata(await params);

/** /{lang}/talents/{category}?{query}, rewritten here by the proxy (lib/talents/board-url.ts). */
export default async function FilteredTalentCategoryPage({ params }: Props) {
  return <BoardPage {...await params} />;
}
