/** Calendar arithmetic on ISO dates (`YYYY-MM-DD`, the company calendar), shared by every module. */
const DAY_MS = 86_400_000;

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The due date of a document dated `date` with a term of payment of `termDays` (none or negative: the same day). */
export function dueDateOf(date: string, termDays: number | null | undefined): string {
  return addDays(date, Math.max(0, termDays ?? 0));
}
