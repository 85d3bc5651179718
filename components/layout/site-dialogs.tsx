'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import type { SiteDialogKind } from '@/content/dialogs';
import { OPEN_SITE_DIALOG_EVENT, type SiteDialogRequest } from './site-dialog-events';

function Loading() {
  return <p aria-live="polite">Loading the form…</p>;
}

// The forms (react-hook-form, zod) load when a dialog first opens, so pages that never open
// one do not pay for them.
const BookingForm = dynamic(
  () => import('@/components/forms/booking-form').then((module) => module.BookingForm),
  { loading: Loading },
);
const CallbackForm = dynamic(
  () => import('@/components/forms/callback-form').then((module) => module.CallbackForm),
  { loading: Loading },
);

interface SiteDialogsProps {
  titles: Record<SiteDialogKind, string>;
  /** Shown under each form: other ways to reach us (rendered on the server). */
  alternatives: Record<SiteDialogKind, ReactNode>;
  /** Speciality names for the booking form's select. */
  specialities: string[];
}

/** Hosts the booking modal and the callback popup, once per page, opened by DialogTrigger. */
export function SiteDialogs({ titles, alternatives, specialities }: SiteDialogsProps) {
  const [openKind, setOpenKind] = useState<SiteDialogKind | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const pathname = usePathname();

  useEffect(() => {
    const onOpen = (event: Event) => {
      const request = (event as CustomEvent<SiteDialogRequest>).detail;
      setMessage(request.message);
      setOpenKind(request.kind);
    };
    window.addEventListener(OPEN_SITE_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SITE_DIALOG_EVENT, onOpen);
  }, []);

  // A successful form goes to /thank-you, and a link inside a dialog to another page: either
  // way the dialog does not follow.
  const [dialogPathname, setDialogPathname] = useState(pathname);
  if (dialogPathname !== pathname) {
    setDialogPathname(pathname);
    setOpenKind(null);
  }

  const close = () => setOpenKind(null);
  return (
    <>
      <Modal open={openKind === 'booking'} title={titles.booking} onClose={close}>
        {/* A new message (another package's BOOK NOW) starts a new form with it written in. */}
        <BookingForm
          key={message ?? ''}
          specialities={specialities}
          initialMessage={message}
          autoFocus
        />
        {alternatives.booking}
      </Modal>
      <Modal open={openKind === 'callback'} title={titles.callback} onClose={close}>
        <CallbackForm autoFocus />
        {alternatives.callback}
      </Modal>
    </>
  );
}
