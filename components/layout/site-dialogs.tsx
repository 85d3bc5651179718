'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { inPageLanguage } from '@/components/forms/page-form-words';
import { FormUnavailable } from '@/components/ui/code-unavailable';
import { loadOr } from '@/components/ui/load-with-retries';
import { Modal } from '@/components/ui/modal';
import type { SiteDialogKind } from '@/content/dialogs';
import { ContactOptions } from './contact-options';
import { useShell } from './shell-context';
import { listenForSiteDialogs } from './site-dialog-events';

function Loading() {
  const { words } = useShell();
  return <p aria-live="polite">{words.loadingForm}</p>;
}

// The forms (react-hook-form, zod), and on a translated page their words, load when a dialog
// first opens, so pages that never open one do not pay for them.
const BookingForm = dynamic(
  () =>
    loadOr(
      () =>
        inPageLanguage(
          import('@/components/forms/booking-form').then((module) => module.BookingForm),
        ),
      FormUnavailable,
    ),
  { loading: Loading },
);
const CallbackForm = dynamic(
  () =>
    loadOr(
      () =>
        inPageLanguage(
          import('@/components/forms/callback-form').then((module) => module.CallbackForm),
        ),
      FormUnavailable,
    ),
  { loading: Loading },
);

/**
 * Hosts the booking modal and the callback popup, once per page, opened by DialogTrigger. Only the
 * speciality names (from the API) come as props; the texts are in the bundle, so that every page's
 * HTML does not carry them a second time in its RSC payload.
 */
export function SiteDialogs({ specialities }: { specialities: string[] }) {
  const { words } = useShell();
  const [openKind, setOpenKind] = useState<SiteDialogKind | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const pathname = usePathname();

  useEffect(
    () =>
      listenForSiteDialogs((request) => {
        setMessage(request.message);
        setOpenKind(request.kind);
      }),
    [],
  );

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
      <Modal
        open={openKind === 'booking'}
        title={words.dialogTitles.booking}
        closeLabel={words.close}
        onClose={close}
      >
        {/* A new message (another package's BOOK NOW) starts a new form with it written in. */}
        <BookingForm
          key={message ?? ''}
          specialities={specialities}
          initialMessage={message}
          autoFocus
        />
        <ContactOptions
          lead={words.dialogLeads.booking}
          appointments={words.phonePurposes.Appointments}
          whatsappUs={words.whatsappUs}
        />
      </Modal>
      <Modal
        open={openKind === 'callback'}
        title={words.dialogTitles.callback}
        closeLabel={words.close}
        onClose={close}
      >
        <CallbackForm autoFocus />
        <ContactOptions
          lead={words.dialogLeads.callback}
          appointments={words.phonePurposes.Appointments}
          whatsappUs={words.whatsappUs}
        />
      </Modal>
    </>
  );
}
