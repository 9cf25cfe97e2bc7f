'use client';

import { useEffect } from 'react';
import styles from './PageSpinner.module.css';

/** True once the first page has been shown in this browser tab's session of the app. */
let shown = false;

/**
 * The full-screen spinner of SPEC §2.4/§9, on the first load only and only over a page whose
 * content is still loading in the browser (PageSpinner.module.css): it closes after 1 s by a CSS
 * animation (so it also goes away without JavaScript and never blocks crawlers, who read the
 * HTML beneath it), it is skipped for visitors who ask for reduced motion, and it is decorative
 * (hidden from assistive technology). Pages reached later in the visit never show it.
 */
export function PageSpinner() {
  useEffect(() => {
    shown = true;
  }, []);
  if (shown) return null;
  return (
    <div className={styles.spinner} aria-hidden="true" data-frame="spinner">
      <span className={styles.ring} />
    </div>
  );
}
