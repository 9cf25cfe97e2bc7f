'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { LAST_BOARD_KEY } from '@/lib/talents/last-board';

const noSubscription = () => () => {};

/** The remembered board when it is one of `boardsPath` ('/pt/talents': the locale's boards). */
function lastBoard(boardsPath: string): string | null {
  try {
    const address = window.sessionStorage.getItem(LAST_BOARD_KEY);
    if (!address) return null;
    const path = address.split('?')[0]!;
    return path === boardsPath || path.startsWith(`${boardsPath}/`) ? address : null;
  } catch {
    return null;
  }
}

/**
 * "Voltar para os talentos": back to the board, filters and letter the visitor came from in
 * this tab (lib/talents/last-board.ts), else to every talent (`href`). The page is cached for
 * everyone, so the board is read once the page is in the browser.
 */
export function BackToBoard({ href, className, children }: { href: string; className?: string; children: string }) {
  const target = useSyncExternalStore(
    noSubscription,
    () => lastBoard(href) ?? href,
    () => href,
  );
  return (
    <Link href={target} className={className} prefetch={false}>
      {children}
    </Link>
  );
}
