import { Amount } from "@neraca/core";

/** What the aging widgets take of an aging report: its bucket keys, rows per contact and totals. */
interface AgingReport {
  bucket_keys: string[];
  rows: { contact_id: string; contact_name: string; buckets: Record<string, string>; total: string }[];
  totals: { buckets: Record<string, string>; total: string };
}

const TOP = 10;

/** The part of an amount in the buckets past due (all but "current"). */
const overdueOf = (buckets: Record<string, string>, total: string) => Amount.of(total).minus(Amount.of(buckets.current ?? "0"));

/**
 * An aging widget from its report's own answer: the report's bucket totals as they are, the overdue
 * part, and the ten contacts owing most past due.
 */
export function agingWidget(report: AgingReport, dueSoon: { days: number; amount: string } | null) {
  const top = report.rows
    .map((r) => ({ contact_id: r.contact_id, contact_name: r.contact_name, overdue: overdueOf(r.buckets, r.total), total: r.total }))
    .filter((r) => r.overdue.isPositive())
    .sort((a, b) => Number(b.overdue.cents > a.overdue.cents) - Number(b.overdue.cents < a.overdue.cents) || a.contact_name.localeCompare(b.contact_name))
    .slice(0, TOP)
    .map((r) => ({ ...r, overdue: r.overdue.toString() }));
  return {
    bucket_keys: report.bucket_keys,
    totals: report.totals,
    overdue: overdueOf(report.totals.buckets, report.totals.total).toString(),
    top,
    due_soon: dueSoon,
  };
}
