import { BoardPage, boardMetadata, type BoardParams } from '@/components/talents/BoardPage';

export const generateMetadata = boardMetadata;

/** /{lang}/talents (SPEC §2.1): every talent shown on the site. */
export default async function TalentsPage({ params }: { params: BoardParams }) {
  return <BoardPage params={params} />;
}
