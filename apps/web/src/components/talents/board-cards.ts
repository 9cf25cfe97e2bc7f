import { unpackCards } from '@/lib/talents/card-data';
import { viewBoard, type BoardView } from '@/lib/talents/board-view';
import type { BoardFilters } from '@/lib/talents/filters';

/** What a board shows for some filters at some time, over all its cards. */
export type BoardViewer = (filters: BoardFilters, now: number) => BoardView;

/**
 * The whole board's cards (GET /api/talents/board/…, which the browser has usually prefetched),
 * read once the visitor first needs more than the cards the page carries, and the function that
 * filters them: this module and the filtering code are not part of the board's first load
 * (docs/decisions/0050-board-cards-on-demand.md). Rejects when the answer is not the cards.
 */
export async function loadBoardCards(url: string): Promise<BoardViewer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`board cards: ${response.status}`);
  const talents = unpackCards(await response.text());
  return (filters, now) => viewBoard(talents, filters, now);
}
