import type { CSSProperties, KeyboardEvent } from 'react';
import styles from './RangeSlider.module.css';

export interface RangeSliderProps {
  /** The form field names are `${name}-min` and `${name}-max`. */
  name: string;
  label: string;
  minLabel: string;
  maxLabel: string;
  bounds: readonly [number, number];
  value: readonly [number, number];
  /** '175 cm' for a value. */
  format: (value: number) => string;
  /** '175 cm a 180 cm' for the pair. */
  formatRange: (min: string, max: string) => string;
  /** Absent in the server's form (no JavaScript): the inputs then keep their own values. */
  onChange?: (value: [number, number]) => void;
  /** The two number fields: their visible words ('mín.', 'máx.'), their names ('Altura, mín. em
   * cm') and the unit shown after them ('cm'; none for a size). */
  typed: { min: string; max: string; minName: string; maxName: string; unit: string | null };
}

/** The pair once one end is typed: a whole number within the slider's extent, and never past
 * the other end (the thumbs cannot cross). */
export function typedRange(side: 'min' | 'max', typed: number, [lo, hi]: readonly [number, number], [min, max]: readonly [number, number]): [number, number] {
  const n = Math.min(hi, Math.max(lo, Math.round(typed)));
  return side === 'min' ? [Math.min(n, max), max] : [min, Math.max(n, min)];
}

/**
 * One end of a range as a number field: the way to set the slider without dragging it (WCAG
 * 2.5.7). While the visitor types, a number that is already a valid end applies at once, through
 * the slider's own change (the board and its URL follow it as they follow a drag); leaving the
 * field or Enter applies what was typed, brought within the extent and never past the other end,
 * and shows it. No state of its own (the server's form renders it too): the field is uncontrolled
 * and takes the slider's value whenever it does not have the focus. Without JavaScript the row
 * only keeps its place: the GET form sends the sliders.
 */
function NumberField({
  side,
  text,
  name,
  unit,
  bounds,
  value,
  onChange,
}: {
  side: 'min' | 'max';
  text: string;
  name: string;
  unit: string | null;
  bounds: readonly [number, number];
  value: readonly [number, number];
  onChange?: (value: [number, number]) => void;
}) {
  const own = side === 'min' ? value[0] : value[1];
  const apply = (next: [number, number]) => {
    if (onChange && (next[0] !== value[0] || next[1] !== value[1])) onChange(next);
  };
  // What was typed, applied and shown as it applies (an empty field is the extent's end).
  const commit = (input: HTMLInputElement) => {
    const typed = input.value.trim() === '' ? bounds[side === 'min' ? 0 : 1] : input.valueAsNumber;
    const next = Number.isFinite(typed) ? typedRange(side, typed, bounds, value) : ([value[0], value[1]] as [number, number]);
    input.value = String(side === 'min' ? next[0] : next[1]);
    apply(next);
  };
  const field = onChange
    ? {
        defaultValue: own,
        ref: (input: HTMLInputElement | null) => {
          if (input && input !== document.activeElement && input.valueAsNumber !== own) input.value = String(own);
        },
        onChange: ({ target }: { target: HTMLInputElement }) => {
          const typed = target.valueAsNumber;
          if (!Number.isInteger(typed)) return;
          const next = typedRange(side, typed, bounds, value);
          // Only a number that is an end as typed applies while typing ('1' on the way to '175' does not).
          if ((side === 'min' ? next[0] : next[1]) === typed) apply(next);
        },
        onBlur: ({ target }: { target: HTMLInputElement }) => commit(target),
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          // Enter applies the number; it does not send the panel's form (on phones that closes it).
          event.preventDefault();
          commit(event.currentTarget);
        },
      }
    : { defaultValue: own, disabled: true, tabIndex: -1 };
  return (
    <label className={styles.number}>
      <span>{text}</span>
      <input type="number" inputMode="numeric" min={bounds[0]} max={bounds[1]} step={1} aria-label={name} {...field} />
      {unit && <span>{unit}</span>}
    </label>
  );
}

/**
 * A range slider with two thumbs: two native `<input type="range">` on one track
 * (docs/decisions/0016-board-filters.md). Each is keyboard operable (arrows, Page Up/Down,
 * Home/End), announces its value as text (aria-valuetext), and is sent by the GET form without
 * JavaScript. The thumbs cannot cross. Under the track, a number field for each end sets it
 * without dragging.
 */
export function RangeSlider({ name, label, minLabel, maxLabel, bounds, value, format, formatRange, onChange, typed }: RangeSliderProps) {
  const [lo, hi] = bounds;
  const [min, max] = value;
  const span = hi - lo || 1;
  const from = ((min - lo) / span) * 100;
  const to = ((max - lo) / span) * 100;
  const bind = (own: number, next: (n: number) => [number, number]) =>
    onChange ? { value: own, onChange: (e: { target: { value: string } }) => onChange(next(Number(e.target.value))) } : { defaultValue: own };
  return (
    <fieldset className={styles.slider}>
      <legend className={styles.legend}>
        <span>{label}</span>
        <span className={styles.value}>{formatRange(format(min), format(max))}</span>
      </legend>
      <div className={styles.track} style={{ '--from': `${from}%`, '--to': `${to}%` } as CSSProperties}>
        <input
          type="range"
          name={`${name}-min`}
          min={lo}
          max={hi}
          step={1}
          aria-label={minLabel}
          aria-valuetext={format(min)}
          {...bind(min, (n) => [Math.min(n, max), max])}
          className={styles.input}
        />
        <input
          type="range"
          name={`${name}-max`}
          min={lo}
          max={hi}
          step={1}
          aria-label={maxLabel}
          aria-valuetext={format(max)}
          {...bind(max, (n) => [min, Math.max(n, min)])}
          className={styles.input}
        />
      </div>
      <div className={styles.numbers} data-static={onChange ? undefined : ''}>
        <NumberField side="min" text={typed.min} name={typed.minName} unit={typed.unit} bounds={bounds} value={value} onChange={onChange} />
        <NumberField side="max" text={typed.max} name={typed.maxName} unit={typed.unit} bounds={bounds} value={value} onChange={onChange} />
      </div>
    </fieldset>
  );
}
