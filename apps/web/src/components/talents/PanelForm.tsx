import type { FormEvent, ReactNode } from 'react';
import { EYE_KEYS, HAIR_KEYS } from '@/lib/talents/colours';
import { RANGE_NAMES, RANGES, type BoardFilters, type RangeName } from '@/lib/talents/filters';
import { RangeSlider } from './RangeSlider';
import boardStyles from './Board.module.css';
import styles from './Panel.module.css';

/** The two selects: the filter, its option keys (SPEC §9), and where their labels are. */
const COLOURS = [
  ['hair', HAIR_KEYS, 'hairOptions'],
  ['eyes', EYE_KEYS, 'eyeOptions'],
] as const;

/** The ranges whose values have a unit (`units.*`); sizes (shoes, jeans) have none. */
const UNITS: readonly RangeName[] = ['age', 'height', 'bust', 'waist', 'hips'];

/** The panel's texts: next-intl's translator of `talents.filters`, the server's or the browser's. */
export interface PanelText {
  t(key: string, values?: Record<string, string | number>): string;
}

/** What the form does with JavaScript (FilterPanel.tsx); without, it is a plain GET form. */
export interface PanelHandlers {
  onRange: (name: RangeName, value: [number, number]) => void;
  onSelect: (name: 'hair' | 'eyes', value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The filter panel's form (SPEC §2.6, §9), the same markup with and without JavaScript: the
 * server renders it inside a disclosure (StaticPanel.tsx), which is the whole panel until the
 * browser has loaded the interactive one (FilterPanel.tsx, loaded apart from the board's code:
 * docs/decisions/0016-board-filters.md). No hooks, so that the server can render it alone.
 */
export function PanelForm({
  text: { t },
  filters,
  action,
  titleId,
  close,
  clear,
  status,
  handlers,
}: {
  text: PanelText;
  filters: BoardFilters;
  action: string;
  titleId: string;
  /** Fechar, with JavaScript. */
  close?: ReactNode;
  /** Limpar Filtros: a link without JavaScript, a button with. */
  clear: ReactNode;
  /** The list's count, where the list behind is out of reach (the phone's dialog): above the
   * buttons, on screen with them. */
  status?: ReactNode;
  handlers?: PanelHandlers;
}) {
  const format = (name: RangeName) => (value: number) => t(`values.${name}`, { value });
  return (
    <form method="get" action={action} onSubmit={handlers?.onSubmit} className={styles.form} aria-labelledby={titleId}>
      <div className={styles.formHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('title')}
        </h2>
        {close}
      </div>
      {filters.letter && <input type="hidden" name="letter" value={filters.letter} />}
      {filters.office && <input type="hidden" name="office" value={filters.office} />}
      <div className={styles.fields}>
        {RANGE_NAMES.map((name) => {
          const label = t(`ranges.${name}`);
          const unit = UNITS.includes(name) ? t(`units.${name}`) : null;
          const typedName = (key: 'typedMin' | 'typedMax') => {
            const text = t(key, { name: label });
            return unit ? t('inUnit', { label: text, unit }) : text;
          };
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
              onChange={handlers && ((value) => handlers.onRange(name, value))}
              typed={{ min: t('shortMin'), max: t('shortMax'), minName: typedName('typedMin'), maxName: typedName('typedMax'), unit }}
            />
          );
        })}
        {COLOURS.map(([name, keys, options]) => (
          <Select key={name} id={`${titleId}-${name}`} label={t(name)} name={name} value={filters[name] ?? ''} anyLabel={t('any')} onChange={handlers?.onSelect}>
            {keys.map((key) => (
              <option key={key} value={key}>
                {t(`${options}.${key}`)}
              </option>
            ))}
          </Select>
        ))}
      </div>
      <div className={styles.actions}>
        {status}
        <button type="submit" className={boardStyles.primary}>
          {t('submit')}
        </button>
        {clear}
      </div>
    </form>
  );
}

function Select({
  id,
  label,
  name,
  value,
  anyLabel,
  onChange,
  children,
}: {
  id: string;
  label: string;
  name: 'hair' | 'eyes';
  value: string;
  anyLabel: string;
  onChange?: (name: 'hair' | 'eyes', value: string) => void;
  children: ReactNode;
}) {
  // Without handlers (the server's form) the select keeps what the visitor picks itself.
  const bind = onChange ? { value, onChange: (e: { target: { value: string } }) => onChange(name, e.target.value) } : { defaultValue: value };
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} {...bind}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  );
}
