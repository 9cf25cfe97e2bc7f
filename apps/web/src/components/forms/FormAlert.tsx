'use client';

import { useEffect, useRef } from 'react';
import styles from './Forms.module.css';

/**
 * The line under a form (SPEC §5): the failure of the last send, else the general 'Check the
 * form fields and try again' while fields have errors after a submit. An alert region, so that
 * screen readers hear it when it appears. A refusal or a failed send that no field explains
 * (`focusKey` changes with each) takes the focus, which would otherwise fall to the page's body
 * when the disabled form gives it up while sending. `autoFocus`: a post made without the form's
 * code came back refused by no field (the rate limit): the page opens on the line.
 */
export function FormAlert({
  failure,
  general,
  invalid,
  id,
  focusKey = 0,
  autoFocus,
}: {
  failure: string | null;
  general: string;
  invalid: boolean;
  id?: string;
  focusKey?: number;
  autoFocus?: boolean;
}) {
  const text = failure ?? (invalid ? general : null);
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusKey > 0) line.current?.focus();
  }, [focusKey]);
  return (
    <div role="alert" className={styles.alert}>
      {text ? (
        <p id={id} ref={line} tabIndex={-1} className={styles.failure} autoFocus={autoFocus}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
