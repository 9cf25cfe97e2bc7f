import { getTranslations } from 'next-intl/server';
import { Link, type Href } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { FavouritesCount } from '@/components/favourites/FavouritesCount';
import { HeartIcon } from './icons';
import { LocaleSwitch, type LocaleSwitchLabels } from './LocaleSwitch';
import { MobileMenu } from './MobileMenu';
import { NameSearch, type NameSearchLabels } from './NameSearch';
import { NavLink } from './NavLink';
import { Wordmark } from './Wordmark';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

/** The frame's header (SPEC §2.4): desktop layout from 991 px; below it a fixed bar with the
 * toggle menu. */
export async function Header({ locale, agencyName }: { locale: AppLocale; agencyName: string }) {
  const t = await getTranslations({ locale, namespace: 'layout' });

  const category = (category: string): Href => ({ pathname: '/talents/[category]', params: { category } });
  const casting: { href: Href; label: string }[] = [
    { href: category('mulheres'), label: t('nav.women') },
    { href: category('homens'), label: t('nav.men') },
    { href: category('internacional'), label: t('nav.international') },
  ];
  const agency: { href: Href; label: string }[] = [
    { href: '/sobre-nos', label: t('nav.about') },
    { href: '/seja-modelo', label: t('nav.apply') },
    { href: '/contato', label: t('nav.contact') },
  ];
  const searchLabels: NameSearchLabels = {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
  };
  const localeLabels: LocaleSwitchLabels = {
    label: t('locale.label'),
    names: { pt: t('locale.pt'), en: t('locale.en') },
  };

  return (
    <header className={styles.header} data-frame="header">
      <div className={styles.bar}>
        <div className={styles.start}>
          <MobileMenu id={MENU_ID} labels={{ open: t('menu.open'), close: t('menu.close'), title: t('menu.title') }}>
            <nav aria-label={t('nav.label')}>
              <ul className={styles.menuList}>
                {[...casting, ...agency].map((item) => (
                  <li key={item.label}>
                    <NavLink href={item.href} className={styles.menuLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <NavLink href="/e-casting" className={styles.menuLink}>
                    {t('nav.favourites')} <FavouritesCount />
                  </NavLink>
                </li>
              </ul>
            </nav>
            <NameSearch labels={searchLabels} variant="menu" />
            <LocaleSwitch locale={locale} labels={localeLabels} variant="menu" />
          </MobileMenu>
          <div className={styles.desktopOnly}>
            <NameSearch labels={searchLabels} />
          </div>
        </div>

        <Link href="/" className={styles.brand} aria-label={t('home', { agency: agencyName })}>
          <Wordmark name={agencyName} />
        </Link>

        <div className={styles.end}>
          <NavLink href="/e-casting" className={styles.iconLink}>
            <HeartIcon size={20} />
            <span className={styles.iconLabel}>{t('nav.favourites')}</span>
            <FavouritesCount />
          </NavLink>
          <LocaleSwitch locale={locale} labels={localeLabels} />
        </div>
      </div>

      <nav aria-label={t('nav.label')} className={styles.desktopNav}>
        <ul className={styles.navList}>
          {casting.map((item) => (
            <li key={item.label}>
              <NavLink href={item.href} className={styles.navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className={styles.navDivider} aria-hidden="true" />
          {agency.map((item) => (
            <li key={item.label}>
              <NavLink href={item.href} className={styles.navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
