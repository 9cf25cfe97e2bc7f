import { getTranslations } from 'next-intl/server';
import { Link, type Href } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { HydrateApart } from './HydrateApart';
import { SocialLinks, type SocialLink } from './SocialLinks';
import { Wordmark } from './Wordmark';
import styles from './Footer.module.css';

/** The frame's footer (SPEC §2.4): columns Casting, Agência, Faça Parte, Redes Sociais (only
 * when a network is configured), the copyright line (year 2020) and the powered-by credit. */
export async function Footer({
  locale,
  agencyName,
  socialLinks,
}: {
  locale: AppLocale;
  agencyName: string;
  socialLinks: SocialLink[];
}) {
  const t = await getTranslations({ locale, namespace: 'layout.footer' });
  const category = (category: string): Href => ({ pathname: '/talents/[category]', params: { category } });
  const columns: { title: string; links: { href: Href; label: string }[] }[] = [
    {
      title: t('casting'),
      links: [
        { href: category('mulheres'), label: t('women') },
        { href: category('homens'), label: t('men') },
        { href: category('internacional'), label: t('international') },
        { href: category('newfaces'), label: t('newFaces') },
        { href: category('development'), label: t('development') },
        { href: '/buscar', label: t('search') },
      ],
    },
    {
      title: t('agency'),
      links: [
        { href: '/sobre-nos', label: t('about') },
        { href: '/blog', label: t('blog') },
        { href: '/campanhas', label: t('campaigns') },
        { href: '/contato', label: t('contact') },
        { href: '/acessibilidade', label: t('accessibility') },
      ],
    },
    {
      title: t('join'),
      links: [
        { href: '/seja-modelo', label: t('apply') },
        { href: '/e-casting', label: t('eCasting') },
      ],
    },
  ];

  return (
    <HydrateApart>
      <footer className={styles.footer} data-frame="footer">
        <div className={styles.inner}>
          <div className={styles.brand}>
            <Link href="/" className={styles.brandLink}>
              <Wordmark name={agencyName} size="lg" />
            </Link>
            <p className={styles.tagline}>{t('tagline')}</p>
          </div>

          <nav aria-label={t('label')} className={styles.columns}>
            {columns.map((column) => (
              <section key={column.title} className={styles.column}>
                <h2 className={styles.title}>{column.title}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link href={link.href} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {socialLinks.length > 0 && (
              <section className={styles.column}>
                <h2 className={styles.title}>{t('social')}</h2>
                <div className={styles.social}>
                  <SocialLinks links={socialLinks} />
                </div>
              </section>
            )}
          </nav>

          <div className={styles.bottom}>
            <p>{t('copyright', { agency: agencyName })}</p>
            <p className={styles.credit}>{t('poweredBy')}</p>
          </div>
        </div>
      </footer>
    </HydrateApart>
  );
}
