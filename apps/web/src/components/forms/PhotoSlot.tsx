'use client';

import { useEffect, useState, type Ref } from 'react';
import type { PhotoSlot as Slot } from '@/lib/forms/photos';
import { CheckIcon, PlusIcon, Silhouette } from './Silhouettes';
import styles from './Apply.module.css';

interface Props {
  id: string;
  slot: Slot;
  name: string;
  label: string;
  /** Accessible name of the input: "Choose the Face photo" / "Change the Face photo". */
  actionLabel: string;
  chosenLabel: string | null;
  file: File | null;
  /** Said beside the slot, e.g. that the photo was made smaller to fit. */
  note: string | null;
  error: string | null;
  /** The first field the server refused in a post made without the form's code. */
  autoFocus?: boolean;
  inputRef: Ref<HTMLInputElement>;
  onPick: (file: File | null, input: HTMLInputElement) => void;
  onBlur: () => void;
}

/**
 * One photo slot: an example silhouette and a plus icon while empty; the chosen photo's preview
 * and a check once a JPEG is accepted (decoded, within 2 MB); a mark instead of the check when it
 * was refused, by the browser or by the server. The input takes image/jpeg (a phone offers its camera
 * roll, and iOS converts HEIC photos to JPEG for it); its content is checked on choice.
 */
export function PhotoSlot({ id, slot, name, label, actionLabel, chosenLabel, file, note, error, autoFocus, inputRef, onPick, onBlur }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL lives with the file
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  // A photo the server refused keeps its preview (it is the visitor's choice) but not the check.
  const accepted = file !== null && !error;
  const describedBy = [error ? `${id}-error` : chosenLabel ? `${id}-chosen` : '', note && !error ? `${id}-note` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.slot} data-state={accepted ? 'chosen' : error ? 'refused' : 'empty'}>
      <label htmlFor={id} className={styles.slotBox}>
        {file && preview ? (
          // A preview of the file chosen on this device (a blob: URL): nothing to optimise or
          // resize, and next/image would only pass it through as it is.
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not a served image
          <img src={preview} alt="" className={styles.preview} />
        ) : (
          <Silhouette slot={slot} className={styles.silhouette} />
        )}
        <span className={accepted ? styles.badgeChecked : error ? styles.badgeRefused : styles.badgeEmpty}>
          {accepted ? (
            <CheckIcon className={styles.badgeIcon} />
          ) : (
            <>
              {error ? <span className={styles.badgeMark}>!</span> : <PlusIcon className={styles.badgeIcon} />}
              {/* Shown by CSS once a file is chosen where the form's code does not run (yet). */}
              <CheckIcon className={styles.badgePicked} />
            </>
          )}
        </span>
      </label>
      <span className={styles.slotLabel} aria-hidden="true">
        {label}
      </span>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type="file"
        accept="image/jpeg,.jpg,.jpeg"
        className={styles.fileInput}
        // Each of the four photos is needed; with it, a chosen file makes the input :valid, which
        // the slot's look follows where the form's code does not run.
        required
        aria-label={actionLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoFocus={autoFocus}
        onChange={(event) => onPick(event.currentTarget.files?.[0] ?? null, event.currentTarget)}
        onBlur={onBlur}
      />
      {chosenLabel ? (
        <span id={`${id}-chosen`} className={styles.chosen}>
          {chosenLabel}
        </span>
      ) : null}
      {note && !error ? (
        <span id={`${id}-note`} className={styles.note}>
          {note}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.slotError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
