'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { isEyeKey, isHairKey } from '@/lib/talents/colours';
import { normalizeRange, type BoardFilters, type RangeName } from '@/lib/talents/filters';
import { ClearFilters, PanelToggle, type PanelMode } from './PanelToggle';
import { PanelForm, type PanelText } from './PanelForm';
import styles from './Panel.module.css';

export interface FilterPanelProps {
  mode: Exclude<PanelMode, 'static'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: BoardFilters;
  action: string;
  activeCount: number;
  onChange: (filters: BoardFilters, kind: string) => void;
  onClear: () => void;
  /** The board's count line ('13 talentos'). */
  count: string;
  locale: AppLocale;
  messages: PanelMessages;
}

/** The messages of `talents.filters`. */
export type PanelMessages = Record<string, unknown>;

/**
 * The interactive filter panel: on desktops a side panel that Fechar hides, on phones a modal
 * dialog (focus kept inside, Escape closes, focus back on the toggle). Changes apply as they are
 * made. Loaded apart from the board's first-load code (Board.tsx: on desktops at once, on phones
 * when Filtrar is first pressed); until then the server's form (StaticPanel.tsx) stands in.
 */
export default function FilterPanel({ locale, messages, ...props }: FilterPanelProps) {
  // The board's count line formats its number with Intl.NumberFormat, and a page's first one
  // loads the locale's number data (tens of milliseconds). The board hydrates with the server's
  // line and makes none; one is made here, when the browser is idle after the panel appears, so
  // the first filter change finds the data loaded, and a board only looked at never pays for it
  // (docs/decisions/0042-number-data-with-the-panel.md).
  useEffect(() => whenIdle(() => void new Intl.NumberFormat(locale)), [locale]);
  // Its own provider: the board's first-load code has no translator (board-texts.ts).
  return (
    <NextIntlClientProvider locale={locale} messages={{ talents: { filters: messages } }}>
      <Panel {...props} />
    </NextIntlClientProvider>
  );
}

function Panel({ mode, open, onOpenChange, filters, action, activeCount, onChange, onClear, count }: Omit<FilterPanelProps, 'locale' | 'messages'>) {
  const t = useTranslations('talents.filters');
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const refocus = useRef(false);

  const side = useRef<HTMLElement>(null);
  // Fechar on the side panel removes it, and Filtrar the other way: the focus goes to what
  // replaces the button pressed (the toggle; the panel's first control).
  useEffect(() => {
    if (mode === 'desktop' && refocus.current) (open ? side.current?.querySelector<HTMLElement>('button, input, select') : toggle.current)?.focus();
    refocus.current = false;
  }, [mode, open]);
  const close = () => {
    refocus.current = true;
    onOpenChange(false);
  };

  useEffect(() => {
    const element = dialog.current;
    if (mode !== 'phone' || !element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [mode, open]);

  const handlers = {
    onRange: (name: RangeName, [min, max]: [number, number]) => {
      const ranges = { ...filters.ranges };
      const range = normalizeRange(name, min, max);
      if (range) ranges[name] = range;
      else delete ranges[name];
      onChange({ ...filters, ranges }, `range:${name}`);
    },
    onSelect: (name: 'hair' | 'eyes', value: string) =>
      onChange(name === 'hair' ? { ...filters, hair: isHairKey(value) ? value : null } : { ...filters, eyes: isEyeKey(value) ? value : null }, name),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (mode === 'phone') onOpenChange(false);
    },
  };

  const form = (
    <PanelForm
      text={{ t } as PanelText}
      filters={filters}
      action={action}
      titleId={titleId}
      close={
        <button type="button" className={styles.close} onClick={close}>
          {t('close')}
        </button>
      }
      clear={<ClearFilters label={t('clear')} onClear={onClear} />}
      // In the dialog, which puts the board behind out of reach: the count as it changes.
      status={
        mode === 'phone' ? (
          <p className={styles.dialogCount} role="status">
            {count}
          </p>
        ) : null
      }
      handlers={handlers}
    />
  );
  const toggleButton = (
    <PanelToggle
      ref={toggle}
      mode={mode}
      open={open}
      label={t('open')}
      badge={activeCount > 0 ? t('active', { count: activeCount }) : null}
      onClick={() => {
        refocus.current = true;
        onOpenChange(!open || mode === 'phone');
      }}
    />
  );

  if (mode === 'phone') {
    return (
      <>
        {toggleButton}
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-labelledby={titleId}
          onClose={() => {
            onOpenChange(false);
            toggle.current?.focus();
          }}
        >
          {form}
        </dialog>
      </>
    );
  }
  return (
    <>
      {!open && toggleButton}
      {open && (
        <aside ref={side} className={styles.side}>
          {form}
        </aside>
      )}
    </>
  );
}
