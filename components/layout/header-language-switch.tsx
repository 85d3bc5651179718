'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { pageLanguage } from '@/lib/i18n/paths';
import { keepAddressDetails, rememberLanguage } from './language-choice';
import { LanguageSwitch } from './language-switch';
import { useShell } from './shell-context';
import styles from './header-language-switch.module.scss';

/**
 * The language switch of the site's frame (header and phone menu): this page in each language
 * where it is translated, else that language's home page; a choice is remembered for the next
 * visit, and the address's query is kept (language-choice.ts).
 */
export function HeaderLanguageSwitch({
  className,
  tone,
}: {
  className?: string;
  tone?: 'light' | 'onDark';
}) {
  const { locale, frame } = useShell();
  const { englishPath } = pageLanguage(usePathname());
  return (
    <LanguageSwitch
      locale={locale}
      englishPath={englishPath}
      label={frame.language}
      classes={{
        nav: clsx(styles.switch, tone === 'onDark' && styles.onDark, className),
        list: styles.list,
        link: styles.link,
      }}
      onChoose={(language, link) => {
        rememberLanguage(language);
        keepAddressDetails(link, language, englishPath);
      }}
    />
  );
}
