import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's link to its own pages: next/link without its fetch of every page whose link scrolls
 * into view. A page read on a phone then costs the patient's data that page, not also the dozen
 * pages its menus, cards and footer link to. The page behind a link is fetched instead when the
 * visitor reaches for it (IntentPrefetch, in the root layout); `prefetch={false}` means never.
 */
export function Link({ prefetch, ...props }: LinkProps) {
  return (
    <NextLink prefetch={false} data-no-prefetch={prefetch === false ? '' : undefined} {...props} />
  );
}
