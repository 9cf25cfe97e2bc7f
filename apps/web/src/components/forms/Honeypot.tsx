import { HONEYPOT_FIELD_NAME } from '@/lib/forms/honeypot';
import styles from './Forms.module.css';

/** A field people never see or reach (hidden, out of the tab order); automatic senders fill it. */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name={HONEYPOT_FIELD_NAME}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
