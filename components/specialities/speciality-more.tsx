import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import styles from './speciality-more.module.scss';

interface SpecialityMoreProps {
  heading: string;
  text: string;
  links: readonly { label: string; href: string }[];
}

/** The close of a speciality page: where to go next (all specialities, all doctors). */
export function SpecialityMore({ heading, text, links }: SpecialityMoreProps) {
  return (
    <nav className={styles.more} aria-labelledby="speciality-more">
      <div className={styles.inner}>
        <div>
          <h2 id="speciality-more">{heading}</h2>
          <p>{text}</p>
        </div>
        <ul>
          {links.map((link, index) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant={index === 0 ? 'onDark' : 'secondary'}>
                {link.label}
                <Icon name="arrow-right" size={18} />
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
