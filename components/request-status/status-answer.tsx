import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { requestKindLabels, requestStatusPage as words } from '@/content/request-status-page';
import { indiaTime } from '@/lib/request-status/india-time';
import type { Delivery, RequestStatusView } from '@/lib/request-status/view';
import { REQUEST_STATUS_ANSWER_ID } from '@/content/routes';
import styles from './request-status.module.scss';

interface Step {
  label: string;
  at: Date | null;
  state: 'done' | 'waiting';
}

const DELIVERY_LABELS: Record<Delivery, string> = {
  passed: words.steps.passed,
  'with-team': words.steps.withTeam,
  sending: words.steps.sending,
  retrying: words.steps.retrying,
  held: words.steps.held,
};

function stepsOf(view: RequestStatusView): Step[] {
  const reached = view.delivery === 'passed' || view.delivery === 'with-team';
  return [
    { label: words.steps.received, at: view.receivedAt, state: 'done' },
    {
      label: DELIVERY_LABELS[view.delivery],
      at: view.passedAt,
      state: reached || view.handledAt ? 'done' : 'waiting',
    },
    view.handledAt
      ? { label: words.steps.handled, at: view.handledAt, state: 'done' }
      : { label: words.steps.notHandledYet, at: null, state: 'waiting' },
  ];
}

/** What became of one request: its kind, who and what it was for, and its steps with their times. */
export function StatusAnswer({ view }: { view: RequestStatusView }) {
  const about = view.doctor
    ? { label: words.answer.doctorLabel, value: view.doctor }
    : view.hospital
      ? { label: words.answer.hospitalLabel, value: view.hospital }
      : null;
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
          <dd>{requestKindLabels[view.kind]}</dd>
        </div>
        {about ? (
          <div>
            <dt>{about.label}</dt>
            <dd>{about.value}</dd>
          </div>
        ) : null}
        {view.initials ? (
          <div>
            <dt>{words.answer.nameLabel}</dt>
            <dd>{view.initials}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.stepsHeading}>{words.answer.stepsLabel}</h3>
      <ol className={styles.steps}>
        {stepsOf(view).map((step) => (
          <li key={step.label} className={clsx(styles.step, styles[step.state])}>
            <span className={styles.mark} aria-hidden>
              {step.state === 'done' ? <Icon name="check" size={16} /> : null}
            </span>
            <span>
              <span className={styles.stepLabel}>{step.label}</span>
              {step.at ? (
                <span className={styles.stepTime}>
                  {indiaTime(step.at)} ({words.timeZoneNote})
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
