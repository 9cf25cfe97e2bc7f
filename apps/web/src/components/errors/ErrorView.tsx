'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { errorPageMessage, parseUnavailableDigest } from '@/lib/errors/digest';
import { reloadForChunkError } from './ChunkReload';
import styles from './ErrorView.module.css';

/**
 * The error page (SPEC §8): a back end that failed is 'Service unavailable' in the visitor's
 * language, with its error code (ECONNREFUSED…) as a small detail for support (docs/product.md,
 * Departures); an error thrown in the browser shows its message; anything else 'Error'. With a
 * way to try again and a way home. See docs/decisions/0003-error-statuses.md.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  // The frame's provider carries the `errors` messages (app/[lang]/layout.tsx).
  const t = useTranslations('errors');
  const unavailable = parseUnavailableDigest((error as { digest?: unknown } | null)?.digest);
  const message = unavailable ? t('unavailableTitle') : (errorPageMessage(error) ?? t('title'));
  const digest = (error as { digest?: unknown } | null)?.digest;

  useEffect(() => {
    if (!reloadForChunkError(error)) console.error(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <h1 className="error-message">{message}</h1>
      <p className={styles.lead}>{unavailable ? t('unavailableLead') : t('lead')}</p>
      {unavailable ? (
        <p className={styles.reference}>{t('code', { code: unavailable.code })}</p>
      ) : typeof digest === 'string' ? (
        <p className={styles.reference}>{t('reference', { digest })}</p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => retry()}>
          {t('retry')}
        </button>
        <Link href="/" className={styles.secondary}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
