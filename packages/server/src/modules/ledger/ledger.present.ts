import { dimensionIds, formatMoney, formatRate, lineDimensions } from "@neraca/core";
import type { JournalLineOut, PostedJournal, Ready } from "./ledger.types.js";
import type { Known } from "./ledger.lookup.js";

/** A posted journal as screens show it, built from what the posting already knows. */
export function presentPosted(r: Ready, known: Known, row: { number: string; posted_at: string | Date }): PostedJournal {
  const { header } = r.request;
  const officeId = r.officeId;
  const name = (kind: string, key: string | null) => (key ? (known.found.get(`${kind}:${key}`)?.name ?? null) : null);
  const officeName = (key: string) => (key === known.headOffice?.id ? known.headOffice.name : name("office", key));
  return {
    id: r.id,
    number: row.number,
    date: header.date,
    description: header.description ?? null,
    journal_type: r.journalType,
    source_type: header.sourceType,
    source_id: header.sourceId ?? null,
    status: "posted",
    office_id: officeId,
    office_name: officeName(officeId),
    total_debit: r.total,
    total_credit: r.total,
    reversal_of: header.reversalOfId ? { id: header.reversalOfId, number: null } : null,
    reversed_by: null,
    posted_by: known.userNames.get(r.request.actor.userId) ?? null,
    posted_at: new Date(row.posted_at).toISOString(),
    details: r.lines.map((l, i) => {
      const account = known.found.get(`account:${l.accountId}`);
      // A line without the header's dimension is booked on the header's (the journal's office).
      const dimensions = lineDimensions.flatMap((d): [string, string | string[] | null][] => {
        if (d.headerDefault) {
          const id = l[d.lineField] ?? officeId;
          return [
            [d.field, id],
            [d.nameField, officeName(id) ?? ""],
          ];
        }
        if (d.many) {
          const ids = dimensionIds(l, d);
          return [
            [d.field, ids],
            [d.nameField, ids.map((id) => name(d.key, id) ?? "").sort()],
          ];
        }
        const id = dimensionIds(l, d)[0] ?? null;
        return [
          [d.field, id],
          [d.nameField, name(d.key, id)],
        ];
      });
      return {
        line_no: i + 1,
        account_id: l.accountId,
        account_code: account?.code ?? "",
        account_name: account?.name ?? "",
        debit: formatMoney(l.debit),
        credit: formatMoney(l.credit),
        description: l.description,
        ...(Object.fromEntries(dimensions) as Omit<JournalLineOut, "line_no" | "account_id" | "account_code" | "account_name" | "debit" | "credit" | "description" | "foreign">),
        foreign: l.foreign ? { currency: l.foreign.currency, amount: formatMoney(l.foreign.amount), rate: formatRate(l.foreign.rate) } : null,
      };
    }),
  };
}
