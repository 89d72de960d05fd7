import { describe, expect, it } from "vitest";
import { journalsToDisambiguate, planAutoMatch } from "./reconciliation.service.js";

const statement = (id: string, date: string, amount: string, reference: string | null = null) => ({ id, line_no: 1, date, description: null, reference, amount, match_id: null });
const book = (journal_id: string, date: string, amount: string) => ({ journal_id, line_no: 1, date, amount });

describe("auto-match plan", () => {
  it("matches one fitting line, leaves several for the user, reports none", () => {
    const plan = planAutoMatch(
      [statement("s1", "2026-03-05", "5000000.00"), statement("s2", "2026-03-10", "-1090000.00"), statement("s3", "2026-03-12", "-15000.00")],
      [book("j1", "2026-03-04", "5000000"), book("j2", "2026-03-10", "-1090000.00"), book("j3", "2026-03-11", "-1090000.00"), book("j4", "2026-03-30", "-15000.00")],
    );
    expect(plan.pairs.map((p) => [p.statement.id, p.book.journal_id])).toEqual([["s1", "j1"]]);
    expect(plan.ambiguous.map((a) => [a.statement_line_id, a.candidates.map((c) => c.journal_id)])).toEqual([["s2", ["j2", "j3"]]]);
    // The charge dated 18 days later is outside the window.
    expect(plan.unmatched).toEqual(["s3"]);
  });

  it("lets a reference decide between several, and never uses a ledger line twice", () => {
    const lines = [statement("s1", "2026-03-10", "-1090000.00", "INV-7"), statement("s2", "2026-03-10", "-1090000.00")];
    const candidates = [book("j2", "2026-03-10", "-1090000.00"), book("j3", "2026-03-11", "-1090000.00")];
    expect(journalsToDisambiguate(lines, candidates)).toEqual(["j2", "j3"]);
    const plan = planAutoMatch(lines, candidates, new Map([["j3", "bbk/2026/03/0002 inv-7 sewa"]]));
    expect(plan.pairs.map((p) => [p.statement.id, p.book.journal_id])).toEqual([
      ["s1", "j3"],
      ["s2", "j2"],
    ]);
  });
});
