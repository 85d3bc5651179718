import { Breadcrumb } from '@/components/content/breadcrumb';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { appointmentPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import styles from './speciality-hero.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface SpecialityHeroProps {
  name: string;
  lead: string;
  image: string | null;
  breadcrumb: readonly Crumb[];
  locale: Locale;
}

/**
 * The top of a speciality page: where it sits, its name, a picture, and a number to call. The
 * name and the lead are the hospital API's: a translated page marks them as English.
 */
export function SpecialityHero({ name, lead, image, breadcrumb, locale }: SpecialityHeroProps) {
  const phone = site.appointmentPhone;
  const { frame, specialities } = catalogue(locale);
  const words = specialities.page;
  const apiLanguage = locale === defaultLocale ? undefined : 'en';
  return (
    <section className={styles.hero} aria-labelledby="speciality-name">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Breadcrumb
            trail={breadcrumb}
            label={frame.breadcrumb}
            tone="onDark"
            className={styles.breadcrumb}
          />
          <p className={styles.kicker}>{words.kicker}</p>
          <h1 id="speciality-name" className={styles.title} lang={apiLanguage}>
            {name}
          </h1>
          {lead ? (
            <p className={styles.lead} lang={apiLanguage}>
              {lead}
            </p>
          ) : null}
          <div className={styles.actions}>
            <a href={`tel:${phone.tel}`} className={buttonClass('onDark')}>
              <Icon name="phone-call" size={18} />
              {words.callLabel}
              <span className={styles.number}>{phone.display}</span>
            </a>
            <ButtonLink
              {...localeLink(locale, appointmentPath)}
              variant="onDark"
              className={styles.secondary}
            >
              <Icon name="calendar-plus" size={18} />
              {words.bookLabel}
            </ButtonLink>
          </div>
        </div>
        {image ? (
          <div className={styles.media}>
            <OptimisedImage
              src={image}
              alt=""
              width={960}
              height={640}
              sizes="(min-width: 1000px) 520px, 100vw"
              {...firstScreenImage}
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
