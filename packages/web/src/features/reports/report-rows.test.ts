import { describe, expect, it } from "vitest";
import type { AccountRowBase } from "./api";
import { accountRows, DRILL_ACCOUNTS_MAX, leavesUnder, pick } from "./report-rows";

const account = (account_id: string, level: number, is_header: boolean, closing = "0.00") => ({
  account_id,
  code: account_id,
  name: `Account ${account_id}`,
  type: "asset",
  level,
  is_header,
  closing,
});

// 1 Aset > 11 Aset lancar > (1101.01, 1101.02), 12 Aset tetap > 1201.01; 3 Ekuitas > 3101
const tree = [
  account("1", 0, true, "300.00"),
  account("11", 1, true, "200.00"),
  account("1101.01", 2, false, "150.00"),
  account("1101.02", 2, false, "50.00"),
  account("12", 1, true, "100.00"),
  account("1201.01", 2, false, "100.00"),
  account("3", 0, true, "-300.00"),
  account("3101", 1, false, "-300.00"),
];

describe("account rows of a report", () => {
  it("keep tree order, levels and bold headers, with the chosen values", () => {
    const rows = accountRows(tree, pick(["closing"]), 1);
    expect(rows.map((r) => [r.code, r.level, r.bold])).toEqual([
      ["1", 1, true],
      ["11", 2, true],
      ["1101.01", 3, false],
      ["1101.02", 3, false],
      ["12", 2, true],
      ["1201.01", 3, false],
      ["3", 1, true],
      ["3101", 2, false],
    ]);
    expect(rows[0]?.values).toEqual({ closing: "300.00" });
    expect(rows[0]?.kind).toBe("account");
  });

  it("drill down from a leaf to itself and from a header to the leaves under it", () => {
    const rows = accountRows(tree, pick(["closing"]));
    const ids = Object.fromEntries(rows.map((r) => [r.code, r.accountIds]));
    expect(ids["1101.01"]).toEqual(["1101.01"]);
    expect(ids["11"]).toEqual(["1101.01", "1101.02"]);
    expect(ids["1"]).toEqual(["1101.01", "1101.02", "1201.01"]);
    expect(ids["3"]).toEqual(["3101"]);
  });

  it("give a header no drill-down when it lists no leaves or more than one address takes", () => {
    expect(leavesUnder([account("9", 0, true)], 0)).toBeUndefined();
    const wide: AccountRowBase[] = [account("5", 0, true)];
    for (let i = 0; i <= DRILL_ACCOUNTS_MAX; i++) wide.push(account(`5${i}`, 1, false));
    expect(leavesUnder(wide, 0)).toBeUndefined();
    expect(leavesUnder(wide.slice(0, DRILL_ACCOUNTS_MAX + 1), 0)).toHaveLength(DRILL_ACCOUNTS_MAX);
  });

  it("pick only string values (flags and levels are not figures)", () => {
    expect(pick(["closing", "level", "missing"])(tree[0] as object)).toEqual({ closing: "300.00", level: undefined, missing: undefined });
  });
});
