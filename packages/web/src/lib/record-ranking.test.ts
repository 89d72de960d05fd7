import { describe, expect, it } from "vitest";
import { rankRecords } from "./record-ranking";

const accounts = [
  { id: "a", code: "2104", name: "Uang Muka Penjualan" },
  { id: "b", code: "1101", name: "Kas 4101 lama" },
  { id: "c", code: "5410.1", name: "Beban Gaji" },
  { id: "d", code: "4101", name: "Penjualan" },
  { id: "e", code: "4101.01", name: "Penjualan Jasa" },
  { id: "f", code: "6100", name: "Beban Listrik" },
];

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

describe("rankRecords", () => {
  it("puts code prefix first, then code contains, then name, then the rest in server order", () => {
    expect(ids(rankRecords(accounts, "4101"))).toEqual(["d", "e", "b", "a", "c", "f"]);
    expect(ids(rankRecords(accounts, "410"))).toEqual(["d", "e", "c", "b", "a", "f"]);
  });

  it("never keeps a record above a better match because it came first (the current value)", () => {
    const [first] = rankRecords(accounts, "4101");
    expect(first?.code).toBe("4101");
  });

  it("matches names by word start before inside a word, ignoring case and spaces around the search", () => {
    expect(ids(rankRecords(accounts, "  PENJ ")).slice(0, 3)).toEqual(["d", "e", "a"]);
    expect(ids(rankRecords(accounts, "gaji"))[0]).toBe("c");
    expect(ids(rankRecords(accounts, "jual")).slice(0, 3)).toEqual(["a", "d", "e"]);
  });

  it("keeps the server's order without a search and does not change its input", () => {
    const copy = [...accounts];
    expect(ids(rankRecords(accounts, "  "))).toEqual(ids(accounts));
    rankRecords(accounts, "4101");
    expect(accounts).toEqual(copy);
  });

  it("matches users by name or email and records without a code", () => {
    const users = [
      { id: "u1", user_name: "Budi", email: "budi@example.com" },
      { id: "u2", user_name: "Sari", email: "sari@example.com" },
    ];
    expect(ids(rankRecords(users, "sari"))).toEqual(["u2", "u1"]);
    expect(ids(rankRecords([{ id: "x" }, { id: "y", name: "Kilogram" }], "kilo"))).toEqual(["y", "x"]);
  });
});
