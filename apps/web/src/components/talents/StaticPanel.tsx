import { ClearFilters } from './PanelToggle';
import { PanelForm, type PanelText } from './PanelForm';
import type { BoardFilters } from '@/lib/talents/filters';
import styles from './Board.module.css';

/**
 * The filter panel as the server renders it (a Server Component: no code in the browser): a
 * disclosure on phones and, through `::details-content`, an always-open side panel on desktops
 * (Board.module.css), holding the GET form. It is the whole panel without JavaScript, and stands
 * in for the interactive one (FilterPanel.tsx) until the browser has loaded it.
 */
export function StaticPanel({ text, filters, action, clearHref }: { text: PanelText; filters: BoardFilters; action: string; clearHref: string }) {
  return (
    <details className={styles.details}>
      <summary className={styles.toggle}>{text.t('open')}</summary>
      <PanelForm text={text} filters={filters} action={action} titleId="board-filters" clear={<ClearFilters label={text.t('clear')} href={clearHref} />} />
    </details>
  );
}
