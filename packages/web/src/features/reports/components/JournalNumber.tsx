import { Link } from "react-router";
import { useAbility } from "../../../lib/ability";
import { journalLink } from "../drill-down";

/** A journal's number in a report: a link to the journal for those who may read journals, plain text otherwise. */
export function JournalNumber({ journalId, number, strong = false, testId }: { journalId: string; number: string; strong?: boolean; testId: string }) {
  const canOpenJournals = useAbility().can("read", "TxJournal");
  const className = strong ? "report-nowrap report-strong" : "report-nowrap";
  if (!canOpenJournals) return <span className={className}>{number}</span>;
  return (
    <Link to={journalLink(journalId)} className={className} data-testid={testId}>
      {number}
    </Link>
  );
}
