import { BoardPage, boardMetadata } from '@/components/talents/BoardPage';

type Props = { params: Promise<{ lang: string; query: string }> };

export const generateMetadata = async ({ params }: Props) => boardMetadata(await params);

/** /{lang}/talents?{query}, rewritten here by the proxy (lib/talents/board-url.ts). */
export default async function FilteredTalentsPage({ params }: Props) {
  return <BoardPage {...await params} />;
}
