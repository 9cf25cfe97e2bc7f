'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { EYE_KEYS, HAIR_KEYS, isEyeKey, isHairKey } from '@/lib/talents/colours';
import { normalizeRange, RANGE_NAMES, RANGES, type BoardFilters, type RangeName } from '@/lib/talents/filters';
import { RangeSlider } from './RangeSlider';
import styles from './Board.module.css';

/** How the panel is shown: 'static' before hydration and without JavaScript (a disclosure on
 * phones, a side panel on desktops, by CSS alone); 'desktop' a side panel that Fechar hides;
 * 'phone' a modal dialog (focus kept inside, Escape closes, focus back on the toggle). */
export type PanelMode = 'static' | 'desktop' | 'phone';

export interface FilterPanelProps {
  mode: PanelMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: BoardFilters;
  action: string;
  clearHref: string;
  activeCount: number;
  onChange: (filters: BoardFilters, kind: string) => void;
  onClear: () => void;
}

export function FilterPanel({ mode, open, onOpenChange, filters, action, clearHref, activeCount, onChange, onClear }: FilterPanelProps) {
  const t = useTranslations('talents.filters');
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const refocus = useRef(false);

  // Fechar on the side panel removes it: give the focus to the toggle that replaces it.
  useEffect(() => {
    if (mode === 'desktop' && !open && refocus.current) toggle.current?.focus();
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

  const setRange = (name: RangeName, [min, max]: [number, number]) => {
    const ranges = { ...filters.ranges };
    const range = normalizeRange(name, min, max);
    if (range) ranges[name] = range;
    else delete ranges[name];
    onChange({ ...filters, ranges }, `range:${name}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'static') return; // no JavaScript yet: the GET form does it
    event.preventDefault();
    if (mode === 'phone') onOpenChange(false);
  };

  const format = (name: RangeName) => (value: number) => t(`values.${name}`, { value });

  const form = (
    <form method="get" action={action} onSubmit={submit} className={styles.form} aria-labelledby={titleId}>
      <div className={styles.formHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('title')}
        </h2>
        {mode !== 'static' && (
          <button type="button" className={styles.close} onClick={close}>
            {t('close')}
          </button>
        )}
      </div>
      {filters.letter && <input type="hidden" name="letter" value={filters.letter} />}
      {filters.office && <input type="hidden" name="office" value={filters.office} />}
      <div className={styles.fields}>
        {RANGE_NAMES.map((name) => {
          const label = t(`ranges.${name}`);
          return (
            <RangeSlider
              key={name}
              name={name}
              label={label}
              minLabel={t('min', { name: label })}
              maxLabel={t('max', { name: label })}
              bounds={RANGES[name]}
              value={filters.ranges[name] ?? RANGES[name]}
              format={format(name)}
              formatRange={(min, max) => t('between', { min, max })}
              onChange={(value) => setRange(name, value)}
            />
          );
        })}
        <Select
          label={t('hair')}
          name="hair"
          value={filters.hair ?? ''}
          anyLabel={t('any')}
          onChange={(value) => onChange({ ...filters, hair: isHairKey(value) ? value : null }, 'hair')}
        >
          {HAIR_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`hairOptions.${key}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('eyes')}
          name="eyes"
          value={filters.eyes ?? ''}
          anyLabel={t('any')}
          onChange={(value) => onChange({ ...filters, eyes: isEyeKey(value) ? value : null }, 'eyes')}
        >
          {EYE_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`eyeOptions.${key}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('submit')}
        </button>
        <ClearFilters label={t('clear')} href={clearHref} enhanced={mode !== 'static'} onClear={onClear} />
      </div>
    </form>
  );

  const toggleButton = (
    <button
      ref={toggle}
      type="button"
      className={styles.toggle}
      aria-haspopup={mode === 'phone' ? 'dialog' : undefined}
      aria-expanded={mode === 'desktop' ? open : undefined}
      onClick={() => onOpenChange(!open || mode === 'phone')}
    >
      {t('open')}
      {activeCount > 0 && <span className={styles.badge}> · {t('active', { count: activeCount })}</span>}
    </button>
  );

  if (mode === 'static') {
    return (
      <details className={styles.details}>
        <summary className={styles.toggle}>{t('open')}</summary>
        {form}
      </details>
    );
  }
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
      {open && <aside className={styles.side}>{form}</aside>}
    </>
  );
}

/** 'Limpar Filtros': a link to the board without filters until JavaScript runs, then a button. */
export function ClearFilters({ label, href, enhanced, onClear }: { label: string; href: string; enhanced: boolean; onClear: () => void }) {
  if (!enhanced) {
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

function Select({
  label,
  name,
  value,
  anyLabel,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  anyLabel: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  );
}
