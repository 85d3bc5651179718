import { Link } from '@/components/ui/link';
import type { NavLink, NavMenu } from '@/content/navigation';

/** One link of a menu; other sites open in a new tab and say so. */
export function MenuLink({
  link,
  className,
  onClick,
}: {
  link: NavLink;
  className?: string;
  onClick?: () => void;
}) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener" onClick={onClick}>
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} className={className} onClick={onClick}>
      {link.label}
    </Link>
  );
}

/** A menu's list of links, with its overview link last. */
export function MenuLinks({
  menu,
  listClassName,
  linkClassName,
}: {
  menu: NavMenu;
  listClassName?: string;
  linkClassName?: string;
}) {
  const links = menu.overview ? [...menu.links, menu.overview] : menu.links;
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href} data-overview={link === menu.overview || undefined}>
          <MenuLink link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
