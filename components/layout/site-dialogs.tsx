'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { OPEN_SITE_DIALOG_EVENT, type SiteDialogKind } from './site-dialog-events';

interface SiteDialogsProps {
  titles: Record<SiteDialogKind, string>;
  content: Record<SiteDialogKind, ReactNode>;
}

/** Hosts the booking modal and the callback popup, once per page, opened by DialogTrigger. */
export function SiteDialogs({ titles, content }: SiteDialogsProps) {
  const [openKind, setOpenKind] = useState<SiteDialogKind | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    const onOpen = (event: Event) => setOpenKind((event as CustomEvent<SiteDialogKind>).detail);
    window.addEventListener(OPEN_SITE_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SITE_DIALOG_EVENT, onOpen);
  }, []);

  // A link inside a dialog leads to another page: the dialog does not follow.
  useEffect(() => setOpenKind(null), [pathname]);

  const close = () => setOpenKind(null);
  return (
    <>
      {(Object.keys(titles) as SiteDialogKind[]).map((kind) => (
        <Modal key={kind} open={openKind === kind} title={titles[kind]} onClose={close}>
          {content[kind]}
        </Modal>
      ))}
    </>
  );
}
