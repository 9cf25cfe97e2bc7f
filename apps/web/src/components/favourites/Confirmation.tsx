'use client';

import { useEffect, useRef } from 'react';
import styles from './Selection.module.css';

/**
 * What was sent and its reference, shown where the visitor is looking: focus moves to it (a
 * screen reader reads it) and it is scrolled into view, also on a phone.
 */
export function Confirmation({ message, reference, label }: { message: string; reference: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [reference]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation}>
      <p className={styles.confirmationMessage}>{message}</p>
      <p>
        {label} <strong>{reference}</strong>
      </p>
    </div>
  );
}
