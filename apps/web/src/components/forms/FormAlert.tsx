import styles from './Forms.module.css';

/**
 * The line under a form (SPEC §5): the failure of the last send, else the general 'Check the
 * form fields and try again' while fields have errors after a submit. An alert region, so that
 * screen readers hear it when it appears.
 */
export function FormAlert({ failure, general, invalid, id }: { failure: string | null; general: string; invalid: boolean; id?: string }) {
  const text = failure ?? (invalid ? general : null);
  return (
    <div role="alert" className={styles.alert}>
      {text ? (
        <p id={id} className={styles.failure}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
