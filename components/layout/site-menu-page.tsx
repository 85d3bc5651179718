import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { menuPage } from '@/content/menu-page';
import { dialogFallbackHref } from '@/content/dialogs';
import {
  emergencyLink,
  phoneMenuMoreLinks,
  phoneMenuTasks,
  type HeaderMenus,
} from '@/content/navigation';
import { site } from '@/content/site';
import { MenuLink, MenuLinks } from './menu-links';
import { phoneMenuSections } from './phone-menu-sections';
import styles from './site-menu-page.module.scss';

/** The phone menu as a page, every section open: it works without the page's script. */
export function SiteMenuPage({ menus }: { menus: HeaderMenus }) {
  const sections = phoneMenuSections(menus);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{menuPage.title}</h1>
      <p className={styles.lead}>{menuPage.lead}</p>
      <MenuLink link={emergencyLink} className={styles.emergencyPage} />
      <a className={styles.emergency} href={`tel:${site.emergencyPhone.tel}`}>
        <Icon name="phone" size={18} />
        <span>
          24/7 Emergency: <PhoneNumber phone={site.emergencyPhone} />
        </span>
      </a>
      <nav aria-label={menuPage.tasksHeading} className={styles.tasks}>
        <h2 className="visually-hidden">{menuPage.tasksHeading}</h2>
        {phoneMenuTasks.map((entry) => {
          if (entry.kind === 'link')
            return <MenuLink key={entry.link.href} link={entry.link} className={styles.taskLink} />;
          if (entry.kind === 'book')
            return (
              <ButtonLink key="book" href={dialogFallbackHref.booking} className={styles.book}>
                {menuPage.bookLabel}
              </ButtonLink>
            );
          const section = sections[entry.menu];
          return (
            <section key={section.id} className={styles.section}>
              <h3 className={styles.sectionHeading}>{section.label}</h3>
              <MenuLinks menu={section} listClassName={styles.list} linkClassName={styles.link} />
            </section>
          );
        })}
      </nav>
      <nav aria-label={menuPage.moreHeading} className={styles.section}>
        <h2 className={styles.sectionHeading}>{menuPage.moreHeading}</h2>
        <ul className={styles.list}>
          {phoneMenuMoreLinks.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} className={styles.link} />
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>{menuPage.helplinesHeading}</h2>
        <ul className={styles.list}>
          {site.helplines.map((phone) => (
            <li key={phone.tel}>
              <a className={styles.link} href={`tel:${phone.tel}`}>
                <span>
                  {phone.purpose}: <PhoneNumber phone={phone} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
