import { BUDGETS, expectedStatusOf, htmlBudgetOf } from './budgets.mjs';
import { kb } from './sizes.mjs';
import { labelOf } from './table.mjs';

/**
 * The blocking time a route may reach in this run: the empty Next page's median in the same run
 * plus the budget's margin; null when no run of the empty page completed.
 */
export function tbtAllowance(lighthouseReference) {
  if (lighthouseReference?.score == null) return null;
  return lighthouseReference.tbt + BUDGETS.tbtOverEmptyPageMs;
}

/** Every budget the report's figures break, one line each. */
export function budgetFailures({ js, html, lighthouse, lighthouseReference, load, upstream }) {
  const found = [];
  for (const row of js ?? [])
    if (row.gzip > BUDGETS.firstLoadJsBytes)
      found.push(`${row.route}: first-load JS ${kb(row.gzip)} > ${kb(BUDGETS.firstLoadJsBytes)}`);
  for (const row of html ?? []) {
    if (row.gzip > htmlBudgetOf(row.route))
      found.push(`${row.path}: HTML ${kb(row.gzip)} gzip > ${kb(htmlBudgetOf(row.route))}`);
    if (row.cssGzip > BUDGETS.stylesheetGzipBytes)
      found.push(
        `${row.path}: stylesheets ${kb(row.cssGzip)} gzip > ${kb(BUDGETS.stylesheetGzipBytes)}`,
      );
    if (row.status !== expectedStatusOf(row.route)) found.push(`${row.path}: status ${row.status}`);
  }
  // The empty Next page's figure from the same run, beside each Lighthouse miss: what the
  // framework alone reached on this machine at that time.
  const emptyPage = (figure) =>
    lighthouseReference?.score == null ? '' : ` (empty Next page in this run: ${figure})`;
  const allowance = tbtAllowance(lighthouseReference);
  if (lighthouse?.length && allowance === null)
    found.push(
      `the empty Next page: no Lighthouse run completed (${(lighthouseReference?.failedRuns ?? []).join('; ')}), so no blocking time could be held to it`,
    );
  for (const row of lighthouse ?? []) {
    if (row.score === null) {
      found.push(`${row.path}: no Lighthouse run completed (${row.failedRuns.join('; ')})`);
      continue;
    }
    if (row.score < BUDGETS.lighthouseScore)
      found.push(
        `${row.path}: Lighthouse ${row.score} < ${BUDGETS.lighthouseScore}${emptyPage(lighthouseReference?.score)}`,
      );
    const fcpBudget = BUDGETS.routeFcpMs[row.route];
    if (fcpBudget !== undefined && row.fcp >= fcpBudget)
      found.push(`${row.path}: first contentful paint ${row.fcp} ms, not under ${fcpBudget} ms`);
    if (row.cls > BUDGETS.cls)
      found.push(`${row.path}: CLS ${row.cls.toFixed(3)} > ${BUDGETS.cls}`);
    if (allowance !== null && row.tbt > allowance)
      found.push(
        `${row.path}: TBT ${Math.round(row.tbt)} ms > ${allowance} ms (the empty Next page's ${lighthouseReference.tbt} ms in this run + ${BUDGETS.tbtOverEmptyPageMs} ms)`,
      );
  }
  // A filtered list is held to its budget as deployed, behind nginx, where that was measured;
  // the same address straight from `next start` is reported beside it.
  const deployed = (load?.routes ?? []).some((row) => row.viaNginx);
  for (const row of load?.routes ?? []) {
    if (row.failures > 0) found.push(`${labelOf(row)}: ${row.failures} failed requests under load`);
    if (!row.filteredDoctors || Boolean(row.viaNginx) !== deployed) continue;
    if (row.ratio < BUDGETS.filteredDoctorsRatio)
      found.push(
        `${labelOf(row)}: ${row.ratio.toFixed(2)}× the empty page < ${BUDGETS.filteredDoctorsRatio}×`,
      );
    if (row.p99Ms > BUDGETS.filteredDoctorsP99Ms)
      found.push(`${labelOf(row)}: p99 ${row.p99Ms} ms > ${BUDGETS.filteredDoctorsP99Ms} ms`);
  }
  // The whole upstream run fits in one revalidation window: every data type is fetched once at most.
  const windows = upstream ? Math.ceil(upstream.seconds / upstream.revalidateSeconds) : 1;
  for (const [type, calls] of Object.entries(upstream?.totalByType ?? {}))
    if (calls > BUDGETS.upstreamCallsPerDataType * windows)
      found.push(`${type}: ${calls} upstream calls in ${windows} revalidation window(s)`);
  return found;
}
