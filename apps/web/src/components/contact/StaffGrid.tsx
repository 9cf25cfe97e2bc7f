import Image from 'next/image';
import type { StaffView } from '@/lib/backends/panel';
import { phoneDigits } from '@/lib/contact/map';
import styles from './Contact.module.css';

export interface StaffStrings {
  heading: string;
  /** Each link's accessible name begins with its visible text (WCAG 2.5.3), then whose it is. */
  photoNetwork: (name: string, handle: string) => string;
  email: (name: string, address: string) => string;
  phone: (name: string, number: string) => string;
  /** The language of the roles where it is not the page's (the panel writes them in Portuguese). */
  roleLang?: string;
}

const instagramUrl = (handle: string) =>
  /^https?:\/\//.test(handle) ? handle : `https://www.instagram.com/${handle.replace(/^@/, '')}`;

const handleOf = (instagram: string) => `@${instagram.replace(/^@/, '').replace(/^https?:\/\/(www\.)?instagram\.com\//, '')}`;

/** The staff grid (SPEC §2.9): cover, name, role, photo-network link, e-mail link and phone
 * (the panel's null, empty or '-' phone is already null here and not shown). */
export function StaffGrid({ staff, strings }: { staff: StaffView[]; strings: StaffStrings }) {
  if (staff.length === 0) return null;
  return (
    <section className={styles.staff} aria-labelledby="staff-heading">
      <h2 id="staff-heading" className={styles.sectionHeading}>
        {strings.heading}
      </h2>
      <ul className={styles.staffGrid}>
        {staff.map((person) => (
          <li key={person.id} className={styles.person}>
            <div className={styles.cover}>
              {person.cover ? (
                <Image src={person.cover} alt="" fill sizes="(min-width: 991px) 22vw, (min-width: 600px) 45vw, 90vw" className={styles.coverImage} />
              ) : (
                <span className={styles.initial} aria-hidden="true">
                  {person.name.slice(0, 1)}
                </span>
              )}
            </div>
            <h3 className={styles.personName}>{person.name}</h3>
            {/* The panel holds one role, in the agency's language: marked as such on the English page. */}
            <p className={styles.role} lang={strings.roleLang}>
              {person.role}
            </p>
            <ul className={styles.personLinks}>
              {person.instagram ? (
                <li>
                  <a href={instagramUrl(person.instagram)} rel="noopener noreferrer" target="_blank" aria-label={strings.photoNetwork(person.name, handleOf(person.instagram))}>
                    {handleOf(person.instagram)}
                  </a>
                </li>
              ) : null}
              {person.email ? (
                <li>
                  <a href={`mailto:${person.email}`} aria-label={strings.email(person.name, person.email)}>
                    {/* Where a narrow column must break it: after the @, not before its last letter. */}
                    {person.email.slice(0, person.email.indexOf('@') + 1)}
                    <wbr />
                    {person.email.slice(person.email.indexOf('@') + 1)}
                  </a>
                </li>
              ) : null}
              {person.phone ? (
                <li>
                  <a href={`tel:+${phoneDigits(person.phone)}`} aria-label={strings.phone(person.name, person.phone)}>
                    {person.phone}
                  </a>
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
