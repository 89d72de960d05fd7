import { describe, expect, it } from "vitest";
import { listLocally } from "./local-list";

const rows = [
  { id: "1", code: "KAS-10", name: "Kas kecil Surabaya", bank: null },
  { id: "2", code: "KAS-2", name: "Kas besar", bank: null },
  { id: "3", code: "BCA-01", name: "BCA operasional", bank: "Bank Central Asia" },
];
const spec = {
  search: (r: (typeof rows)[number]) => [r.code, r.name, r.bank],
  sortable: { code: (r: (typeof rows)[number]) => r.code, name: (r: (typeof rows)[number]) => r.name },
};

describe("a whole list served page by page", () => {
  it("searches every word, case-insensitively, in any listed field", () => {
    expect(listLocally(rows, { q: "kas SURABAYA" }, spec).data.map((r) => r.id)).toEqual(["1"]);
    expect(listLocally(rows, { q: "central" }, spec).data.map((r) => r.id)).toEqual(["3"]);
    expect(listLocally(rows, { q: "mandiri" }, spec)).toEqual({ data: [], meta: { page: 1, per_page: 10, total: 0 } });
  });

  it("sorts codes naturally, both ways, and leaves unknown sorts in the API's order", () => {
    expect(listLocally(rows, { sort: "code" }, spec).data.map((r) => r.code)).toEqual(["BCA-01", "KAS-2", "KAS-10"]);
    expect(listLocally(rows, { sort: "-code" }, spec).data.map((r) => r.code)).toEqual(["KAS-10", "KAS-2", "BCA-01"]);
    expect(listLocally(rows, { sort: "balance" }, spec).data.map((r) => r.id)).toEqual(["1", "2", "3"]);
  });

  it("cuts the page asked for and counts all matches", () => {
    const second = listLocally(rows, { page: 2, per_page: 2, sort: "code" }, spec);
    expect(second.data.map((r) => r.code)).toEqual(["KAS-10"]);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(rows.map((r) => r.id)).toEqual(["1", "2", "3"]);
  });
});
