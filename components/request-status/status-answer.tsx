import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { indiaTime } from '@/lib/request-status/india-time';
import type { Delivery, RequestStatusView } from '@/lib/request-status/view';
import { REQUEST_STATUS_ANSWER_ID } from '@/content/routes';
import styles from './request-status.module.scss';

interface Step {
  label: string;
  at: Date | null;
  state: 'done' | 'waiting';
}

type Words = ReturnType<typeof catalogue>['requestStatus'];

/** Each delivery state's step in the words. */
const DELIVERY_STEP: Record<Delivery, keyof Words['steps']> = {
  passed: 'passed',
  'with-team': 'withTeam',
  sending: 'sending',
  retrying: 'retrying',
  held: 'held',
};

function stepsOf(view: RequestStatusView, steps: Words['steps']): Step[] {
  const reached = view.delivery === 'passed' || view.delivery === 'with-team';
  return [
    { label: steps.received, at: view.receivedAt, state: 'done' },
    {
      label: steps[DELIVERY_STEP[view.delivery]],
      at: view.passedAt,
      state: reached || view.handledAt ? 'done' : 'waiting',
    },
    view.handledAt
      ? { label: steps.handled, at: view.handledAt, state: 'done' }
      : { label: steps.notHandledYet, at: null, state: 'waiting' },
  ];
}

/**
 * Who or where a request was for, as stored: a doctor's name stays as the hospital API writes it
 * (English, marked so on a translated page); a hospital the booking form offers is named in the
 * page's language, as the form named it.
 */
function aboutOf(view: RequestStatusView, locale: Locale, words: Words) {
  const english = locale === defaultLocale ? undefined : ('en' as const);
  if (view.doctor) return { label: words.answer.doctorLabel, value: view.doctor, lang: english };
  if (!view.hospital) return null;
  const named = (catalogue(locale).requests.bookingForm.hospitals as Record<string, string>)[
    view.hospital
  ];
  return {
    label: words.answer.hospitalLabel,
    value: named ?? view.hospital,
    lang: named ? undefined : english,
  };
}

/** A name's initials as the patient wrote them: marked English on a translated page when Latin. */
function latinOnTranslatedPage(text: string, locale: Locale) {
  return locale !== defaultLocale && /[A-Za-z]/.test(text) ? 'en' : undefined;
}

/** What became of one request: its kind, who and what it was for, and its steps with their times. */
export function StatusAnswer({ view, locale }: { view: RequestStatusView; locale: Locale }) {
  const words = catalogue(locale).requestStatus;
  const about = aboutOf(view, locale, words);
  return (
    <section
      id={REQUEST_STATUS_ANSWER_ID}
      className={styles.answer}
      aria-labelledby="status-answer-heading"
    >
      <h2 id="status-answer-heading">{words.answer.heading}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{words.answer.referenceLabel}</dt>
          <dd className={styles.reference}>{view.reference}</dd>
        </div>
        <div>
          <dt>{words.answer.kindLabel}</dt>
          <dd>{words.kinds[view.kind]}</dd>
        </div>
        {about ? (
          <div>
            <dt>{about.label}</dt>
            <dd lang={about.lang}>{about.value}</dd>
          </div>
        ) : null}
        {view.initials ? (
          <div>
            <dt>{words.answer.nameLabel}</dt>
            <dd lang={latinOnTranslatedPage(view.initials, locale)}>{view.initials}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.stepsHeading}>{words.answer.stepsLabel}</h3>
      <ol className={styles.steps}>
        {stepsOf(view, words.steps).map((step) => (
          <li key={step.label} className={clsx(styles.step, styles[step.state])}>
            <span className={styles.mark} aria-hidden>
              {step.state === 'done' ? <Icon name="check" size={16} /> : null}
            </span>
            <span>
              <span className={styles.stepLabel}>{step.label}</span>
              {step.at ? (
                <span className={styles.stepTime}>
                  {indiaTime(step.at, locale)} ({words.timeZoneNote})
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
