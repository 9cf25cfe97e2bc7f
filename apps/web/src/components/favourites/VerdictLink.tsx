'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Verdicts } from '@/lib/favourites/selection';
import { MAX_LINK_NAME, verdictLinkQuery } from '@/lib/favourites/verdict-link';
import { FormField } from '@/components/forms/FormField';
import forms from '@/components/forms/Forms.module.css';
import { keepDraft, readDraft } from '@/lib/browser/draft';
import styles from './ECasting.module.css';

const NAME_DRAFT = 'vitrine:verdict-link-name';

/**
 * The recipient of a shared selection copies a link that carries their verdicts (and their name,
 * if they give one) back to whoever sent it. Shown in a field as well, to copy by hand where the
 * clipboard is refused; kept current as the verdicts change.
 */
export function VerdictLink({ ids, verdicts }: { ids: readonly number[]; verdicts: Verdicts }) {
  const t = useTranslations('ecasting.verdictLink');
  const share = useTranslations('ecasting.share');
  // Kept for the tab as it is typed, as the forms' text is (lib/browser/draft.ts).
  const [name, setName] = useState(() => readDraft(NAME_DRAFT, { name: '' }).name);
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const nameId = useId();
  const linkId = useId();
  const judged = ids.some((id) => verdicts[id]);
  const link = () => {
    const url = new URL(window.location.pathname, window.location.origin);
    return `${url.toString()}?${verdictLinkQuery(ids, verdicts, name)}`;
  };
  const current = shown ? link() : null;

  const copy = async () => {
    const url = link();
    setShown(true);
    setCopied(null);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      // No clipboard (insecure origin, permission): the link is shown to copy by hand.
    }
  };

  return (
    <section aria-labelledby="verdict-link-heading" className={styles.verdictLink}>
      <h3 id="verdict-link-heading" className={styles.subheading}>
        {t('heading')}
      </h3>
      <p className={styles.formLead}>{judged ? t('lead') : t('none')}</p>
      <FormField id={nameId} label={t('name')} required={false} flag={t('optional')}>
        <input
          id={nameId}
          className={forms.input}
          type="text"
          autoComplete="name"
          maxLength={MAX_LINK_NAME}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            keepDraft(NAME_DRAFT, { name: event.currentTarget.value });
          }}
          disabled={!judged}
        />
      </FormField>
      <button type="button" className={styles.shareButton} onClick={copy} disabled={!judged}>
        {t('copy')}
      </button>
      {current ? (
        <div className={styles.shareLink}>
          <label htmlFor={linkId}>{t('label')}</label>
          <input id={linkId} readOnly value={current} onFocus={(event) => event.currentTarget.select()} />
          <p role="status">{copied === current ? share('copied') : ''}</p>
        </div>
      ) : null}
    </section>
  );
}
