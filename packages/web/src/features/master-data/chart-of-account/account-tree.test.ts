import { describe, expect, it } from "vitest";
import type { AccountNode } from "../../../lib/ledger";
import { childSubtype, filterTree, flatten, nextChildCode, parentIds, selfAndDescendants } from "./account-tree";

const node = (id: string, code: string, name: string, type: AccountNode["type"], children: AccountNode[] = []): AccountNode => ({
  id,
  code,
  name,
  default_name: name,
  description: null,
  type,
  subtype: null,
  parent_id: null,
  normal_balance: type === "asset" || type === "expense" ? "debit" : "credit",
  is_active: true,
  is_postable: children.length === 0,
  children,
});

const chart = [
  node("1", "1000", "Aset", "asset", [
    node("11", "1100", "Kas dan setara kas", "asset", [node("111", "1101", "Kas kecil", "asset"), node("112", "1102", "Bank BCA", "asset")]),
    node("12", "1200", "Piutang usaha", "asset"),
  ]),
  node("2", "2000", "Liabilitas", "liability", [node("21", "2100", "Utang usaha", "liability")]),
];

describe("chart of accounts tree", () => {
  it("keeps a match's path to the top and drops unrelated branches", () => {
    const rows = filterTree(chart, "all", "bca");
    expect(rows.map((r) => r.code)).toEqual(["1000"]);
    expect(rows[0]?.children?.map((r) => r.code)).toEqual(["1100"]);
    expect(rows[0]?.children?.[0]?.children?.map((r) => r.code)).toEqual(["1102"]);
  });

  it("shows a matching header with all its sub-accounts", () => {
    const rows = filterTree(chart, "all", "1100");
    expect(rows[0]?.children?.[0]?.children?.map((r) => r.code)).toEqual(["1101", "1102"]);
  });

  it("filters by type and leaves leaves without children", () => {
    const rows = filterTree(chart, "liability", "");
    expect(rows.map((r) => r.code)).toEqual(["2000"]);
    expect(rows[0]?.children?.[0]).not.toHaveProperty("children");
    expect(filterTree(chart, "expense", "")).toEqual([]);
    expect(filterTree(chart, "all", "nothing")).toEqual([]);
  });

  it("lists headers to expand, accounts with depth, and an account's own branch", () => {
    expect(parentIds(filterTree(chart, "all", ""))).toEqual(["1", "11", "2"]);
    expect(flatten(chart).map(({ node: n, depth }) => `${depth}:${n.code}`)).toEqual([
      "0:1000",
      "1:1100",
      "2:1101",
      "2:1102",
      "1:1200",
      "0:2000",
      "1:2100",
    ]);
    expect([...selfAndDescendants(chart, "11")].sort()).toEqual(["11", "111", "112"]);
  });
});

describe("a new sub-account", () => {
  it("gets the next code after its siblings, keeping their width", () => {
    expect(nextChildCode("1102", ["1102.01", "1102.02", "1102.03"])).toBe("1102.04");
    expect(nextChildCode("1102", ["1102.09", "1102.1"])).toBe("1102.10");
    expect(nextChildCode("6", ["6101", "6102"])).toBe("6.");
    expect(nextChildCode("1201", [])).toBe("1201.01");
    expect(nextChildCode("1.1", ["1.1.7"])).toBe("1.1.8");
  });

  it("takes the subtype its siblings have", () => {
    expect(childSubtype(chart, "1")).toBeNull();
    const withBank = [node("b", "1102", "Bank", "asset", [{ ...node("b1", "1102.01", "BCA", "asset"), parent_id: "b", subtype: "bank" }])];
    expect(childSubtype(withBank, "b")).toBe("bank");
  });
});
