import { BoardPage, boardMetadata } from '@/components/talents/BoardPage';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = async ({ params }: Props) => boardMetadata(await params);

/** /{lang}/talents (SPEC §2.1): every talent shown on the site. */
export default async function TalentsPage({ params }: Props) {
  return <BoardPage {...await params} />;
}
