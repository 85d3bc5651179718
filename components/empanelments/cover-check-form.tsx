import clsx from 'clsx';
import { describedBy, Field } from '@/components/forms/field';
import formStyles from '@/components/forms/form.module.scss';
import buttonStyles from '@/components/ui/button-link.module.scss';
import { coverChecker } from '@/content/cover-checker';
import { COVER_QUERY, COVER_RESULT_ID, coverCheckPath } from '@/content/routes';
import { citySlug, covers, coverCities } from '@/lib/empanelments/cover';
import { COVER_TEXT_MAX } from '@/lib/validation/cover-check';
import styles from './cover-check-form.module.scss';

const words = coverChecker.form;
const NAMES_ID = 'cover-names';

/**
 * "Am I covered here?" as a plain GET form: it works without JavaScript, and its answer is an
 * address to share. The browser offers the names (and the other names on the cards) as the
 * patient types; the server reads whatever was typed (lib/empanelments/find-cover.ts).
 */
export function CoverCheckForm({
  cover = '',
  city = '',
  error,
  id = 'cover',
}: {
  cover?: string;
  /** The chosen city's slug. */
  city?: string;
  error?: string;
  /** Prefix of the controls' ids, for a page that has the form once. */
  id?: string;
}) {
  const coverId = `${id}-name`;
  const cityId = `${id}-city`;
  return (
    // A GET form keeps its action's fragment: the page opens at the answer.
    <form
      method="get"
      action={`${coverCheckPath()}#${COVER_RESULT_ID}`}
      className={clsx(formStyles.form, styles.form)}
    >
      <div className={styles.fields}>
        <Field id={coverId} label={words.coverLabel} required error={error}>
          <input
            id={coverId}
            name={COVER_QUERY.cover}
            className={formStyles.control}
            defaultValue={cover}
            list={NAMES_ID}
            required
            maxLength={COVER_TEXT_MAX}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(coverId, { hint: words.coverHint, error })}
          />
        </Field>
        <Field id={cityId} label={words.cityLabel}>
          <select
            id={cityId}
            name={COVER_QUERY.city}
            className={formStyles.control}
            defaultValue={city}
          >
            <option value="">{words.anyCity}</option>
            {coverCities.map((name) => (
              <option key={name} value={citySlug(name)}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="submit"
          className={clsx(buttonStyles.button, buttonStyles.primary, styles.submit)}
        >
          {words.submitLabel}
        </button>
      </div>
      {/* Below the row rather than in the field, so the three controls line up on a wide screen. */}
      <p id={`${coverId}-hint`} className={clsx(formStyles.hint, styles.hint)}>
        {words.coverHint}
      </p>
      <datalist id={NAMES_ID}>
        {covers.map((row) => (
          <option key={row.slug} value={row.name} label={row.aliases?.join(', ')} />
        ))}
      </datalist>
    </form>
  );
}
