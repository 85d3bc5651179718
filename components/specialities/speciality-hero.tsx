import { Breadcrumb } from '@/components/content/breadcrumb';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { specialityPage } from '@/content/specialities-page';
import { appointmentPath } from '@/content/routes';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import styles from './speciality-hero.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface SpecialityHeroProps {
  name: string;
  lead: string;
  image: string | null;
  breadcrumb: readonly Crumb[];
}

/** The top of a speciality page: where it sits, its name, a picture, and a number to call. */
export function SpecialityHero({ name, lead, image, breadcrumb }: SpecialityHeroProps) {
  const phone = specialityPage.phone;
  return (
    <section className={styles.hero} aria-labelledby="speciality-name">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Breadcrumb trail={breadcrumb} tone="onDark" className={styles.breadcrumb} />
          <p className={styles.kicker}>{specialityPage.kicker}</p>
          <h1 id="speciality-name" className={styles.title}>
            {name}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          <div className={styles.actions}>
            <a href={`tel:${phone.tel}`} className={buttonClass('onDark')}>
              <Icon name="phone-call" size={18} />
              {specialityPage.callLabel}
              <span className={styles.number}>{phone.display}</span>
            </a>
            <ButtonLink href={appointmentPath} variant="onDark" className={styles.secondary}>
              <Icon name="calendar-plus" size={18} />
              {specialityPage.bookLabel}
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
