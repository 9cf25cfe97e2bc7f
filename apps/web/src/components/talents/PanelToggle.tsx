import type { Ref } from 'react';
import styles from './Board.module.css';

/** How the panel is shown: 'static' before hydration and without JavaScript (a disclosure on
 * phones, a side panel on desktops, by CSS alone); 'desktop' a side panel that Fechar hides;
 * 'phone' a modal dialog (focus kept inside, Escape closes, focus back on the toggle). */
export type PanelMode = 'static' | 'desktop' | 'phone';

/** The Filtrar button that opens the panel (the dialog on phones, the side panel on desktops). */
export function PanelToggle({
  ref,
  mode,
  open,
  label,
  badge,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  mode: PanelMode;
  open: boolean;
  label: string;
  /** '2 ativos' when filters are set. */
  badge: string | null;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.toggle}
      aria-haspopup={mode === 'phone' ? 'dialog' : undefined}
      aria-expanded={mode === 'desktop' ? open : undefined}
      onClick={onClick}
    >
      {label}
      {badge && <span className={styles.badge}> · {badge}</span>}
    </button>
  );
}

/** 'Limpar Filtros': a link to the board without filters until JavaScript runs, then a button. */
export function ClearFilters({ label, href, onClear }: { label: string; href?: string; onClear?: () => void }) {
  if (!onClear) {
    return (
      <a href={href} className={styles.secondary}>
        {label}
      </a>
    );
  }
  return (
    <button type="button" className={styles.secondary} onClick={onClear}>
      {label}
    </button>
  );
}
