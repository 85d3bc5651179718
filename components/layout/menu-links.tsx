import { Link } from '@/components/ui/link';
import type { NavLink, NavMenu } from '@/content/navigation';

/**
 * One link of a menu; other sites open in a new tab and say so (`newTab`: those words in the
 * page's language). On a translated page a link may lead to an English page (hrefLang) or carry
 * an English label (lang), as the hospital API names a speciality.
 */
export function MenuLink({
  link,
  className,
  onClick,
  newTab = '(opens in a new tab)',
}: {
  link: NavLink;
  className?: string;
  onClick?: () => void;
  newTab?: string;
}) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener" onClick={onClick}>
        {link.label}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      hrefLang={link.hrefLang}
      lang={link.lang}
      className={className}
      onClick={onClick}
    >
      {link.label}
    </Link>
  );
}

/** A menu's list of links, with its overview link last. */
export function MenuLinks({
  menu,
  listClassName,
  linkClassName,
  newTab,
}: {
  menu: NavMenu;
  listClassName?: string;
  linkClassName?: string;
  newTab?: string;
}) {
  const links = menu.overview ? [...menu.links, menu.overview] : menu.links;
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href} data-overview={link === menu.overview || undefined}>
          <MenuLink link={link} className={linkClassName} newTab={newTab} />
        </li>
      ))}
    </ul>
  );
}
