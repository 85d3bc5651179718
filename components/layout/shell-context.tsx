'use client';

import { createContext, use, type ReactNode } from 'react';
import { codeUnavailableNotices } from '@/content/code-unavailable';
import { dialogFallbackHref } from '@/content/dialogs';
import { frame } from '@/content/i18n/en/frame';
import { shell } from '@/content/i18n/en/shell';
import type { ShellContent } from '@/content/i18n/shell-content';
import {
  aboutMenu,
  doctorsLink,
  emergencyLink,
  hospitalsMenu,
  moreMenu,
  phoneMenuMoreLinks,
  requestStatusLink,
  stripLinks,
} from '@/content/navigation';
import { homePath } from '@/content/routes';
import { site } from '@/content/site';

// English pages have no provider: the client components show these, shipped with them.
const english: ShellContent = {
  locale: 'en',
  words: shell,
  frame,
  links: {
    home: { label: frame.home, href: homePath },
    emergency: emergencyLink,
    doctors: doctorsLink,
    requestStatus: requestStatusLink,
    strip: stripLinks,
    more: moreMenu,
    about: aboutMenu,
    hospitals: hospitalsMenu,
    phoneMore: phoneMenuMoreLinks,
    booking: dialogFallbackHref.booking,
    callback: dialogFallbackHref.callback,
  },
  units: site.units,
  formUnavailable: { ...codeUnavailableNotices.form, reload: codeUnavailableNotices.reload },
};

const ShellContext = createContext<ShellContent>(english);

/** The frame's words and links in the page's language. */
export function useShell(): ShellContent {
  return use(ShellContext);
}

/** A Punjabi or Hindi page's frame: its words and links, for every client component inside. */
export function ShellProvider({ value, children }: { value: ShellContent; children: ReactNode }) {
  return <ShellContext value={value}>{children}</ShellContext>;
}
