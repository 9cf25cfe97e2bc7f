import type { CSSProperties } from 'react';
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
}

/**
 * A range slider with two thumbs: two native `<input type="range">` on one track
 * (docs/decisions/0016-board-filters.md). Each is keyboard operable (arrows, Page Up/Down,
 * Home/End), announces its value as text (aria-valuetext), and is sent by the GET form without
 * JavaScript. The thumbs cannot cross.
 */
export function RangeSlider({ name, label, minLabel, maxLabel, bounds, value, format, formatRange, onChange }: RangeSliderProps) {
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
    </fieldset>
  );
}
