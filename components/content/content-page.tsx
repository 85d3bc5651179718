import clsx from 'clsx';
import type { ReactNode } from 'react';
import { OptimisedImage } from '@/components/ui/optimised-image';
import type {
  CallToAction as CallToActionContent,
  ContentImage,
  FaqContent,
  Paragraphs as ParagraphsContent,
} from '@/content/blocks';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { CallToAction } from './call-to-action';
import { Faq } from './faq';
import { PageHero } from './page-hero';
import { Paragraphs } from './paragraphs';
import styles from './content-page.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface ContentPageProps {
  title: string;
  lead: string;
  /** The pages between Home and this one. */
  crumbs?: readonly Crumb[];
  /** A short label above the opening paragraphs, such as the speciality. */
  eyebrow?: string;
  /** The page's main image: its largest, so it loads first. */
  image: ContentImage;
  intro: ParagraphsContent;
  /** Under the opening paragraphs. */
  aside?: ReactNode;
  /**
   * On wide screens, the aside under the picture rather than under the paragraphs: a card as tall
   * as the paragraphs would otherwise leave the picture's column empty beside it.
   */
  asideUnderImage?: boolean;
  /** The page's sections. */
  children: ReactNode;
  faq?: FaqContent;
  callToAction?: CallToActionContent;
}

/** The frame every content page shares: banner, opening, sections, FAQ band, call to action. */
export function ContentPage({
  title,
  lead,
  crumbs,
  eyebrow,
  image,
  intro,
  aside,
  asideUnderImage = false,
  children,
  faq,
  callToAction,
}: ContentPageProps) {
  return (
    <>
      <PageHero title={title} lead={lead} crumbs={crumbs} />
      <div className={styles.body}>
        <div className={clsx(styles.opening, aside && asideUnderImage && styles.asideUnderImage)}>
          <div className={styles.intro}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <div className={styles.introText}>
              <Paragraphs paragraphs={intro} />
            </div>
            {asideUnderImage ? null : aside}
          </div>
          {asideUnderImage && aside ? <div className={styles.aside}>{aside}</div> : null}
          <OptimisedImage
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(min-width: 1000px) 560px, 100vw"
            {...firstScreenImage}
            className={styles.image}
          />
        </div>
        {children}
      </div>
      {faq ? (
        <div className={styles.faqBand}>
          <div className={styles.faqInner}>
            <Faq faq={faq} />
          </div>
        </div>
      ) : null}
      {callToAction ? <CallToAction cta={callToAction} /> : null}
    </>
  );
}
