import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("office");
});
afterAll(() => t.close());

const branch = {
  code: "JKT-01",
  name: "Cabang Jakarta",
  branch: "Jakarta",
  brand: "Sinar",
  address: "Jl. Gatot Subroto 10",
  phone: "+62 21 555 0101",
  fax: "021-5550102",
  email: "jakarta@sinar.co.id",
  website: "https://sinar.co.id",
  npwp: "01.250.290.9-801.000",
  bank_name: "Bank Mandiri",
  bank_branch: "KCP Gatot Subroto",
  bank_account_name: "PT Sinar",
  bank_account_number: "123-000-4567",
};

describe("offices", () => {
  it("creates, reads, lists, searches, updates and deletes a branch", async () => {
    const created = await t.request("POST", "/api/master-data/office", { token: owner.token, body: branch });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...branch, is_head_office: false });
    const id = created.body.data.id;

    const detail = await t.request("GET", `/api/master-data/office/${id}`, { token: owner.token });
    expect(detail.body.data.name).toBe("Cabang Jakarta");

    const search = await t.request("GET", "/api/master-data/office?q=jakarta", { token: owner.token });
    expect(search.body.data.map((o: { code: string }) => o.code)).toEqual(["JKT-01"]);
    expect(search.body.meta).toEqual({ page: 1, per_page: 10, total: 1 });

    const paged = await t.request("GET", "/api/master-data/office?per_page=1&page=2&sort=-code", { token: owner.token });
    expect(paged.body.data.map((o: { code: string }) => o.code)).toEqual(["HO"]);
    expect(paged.body.meta.total).toBe(2);

    const updated = await t.request("PUT", `/api/master-data/office/${id}`, {
      token: owner.token,
      body: { ...branch, name: "Cabang Jakarta Selatan", email: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: "Cabang Jakarta Selatan", email: null });

    const removed = await t.request("DELETE", `/api/master-data/office/${id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect((await t.request("GET", `/api/master-data/office/${id}`, { token: owner.token })).status).toBe(404);
  });

  it("keeps codes unique per company, case-insensitively", async () => {
    await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "BDG", name: "Bandung" } });
    const dup = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "bdg", name: "Bandung 2" } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ code: ["The code has already been taken"] });
    const other = await t.owner("office2");
    const elsewhere = await t.request("POST", "/api/master-data/office", { token: other.token, body: { code: "BDG", name: "Bandung" } });
    expect(elsewhere.status).toBe(201);
  });

  it("validates fields", async () => {
    const res = await t.request("POST", "/api/master-data/office", {
      token: owner.token,
      body: { code: "", email: "x@", npwp: "1.2.3", website: "not a url", bank_account_number: "abc" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      code: ["The code field is required"],
      name: ["The name field is required"],
      email: ["The email field must be a valid email address"],
      npwp: ["The NPWP field must be a valid NPWP, e.g. 01.250.290.9-801.000"],
      website: ["The website field must be a valid URL"],
    });
    expect(res.body.errors.bank_account_number).toHaveLength(1);
  });

  it("refuses to delete the head office", async () => {
    const list = await t.request("GET", "/api/master-data/office?q=HO", { token: owner.token });
    const head = list.body.data.find((o: { is_head_office: boolean }) => o.is_head_office);
    const res = await t.request("DELETE", `/api/master-data/office/${head.id}`, { token: owner.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The head office cannot be deleted.");
  });
});
