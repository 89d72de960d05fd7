import { journalListItemResponse, journalResponse, lineDimensions } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

type Owner = Awaited<ReturnType<TestApp["owner"]>>;

/** One record of every line dimension (two tags), keyed by the line field that points at it. */
async function dimensionRecords(who: Owner, prefix: string) {
  const make = async (path: string, body: Record<string, unknown>) => {
    const res = await t.request("POST", `/api/master-data/${path}`, { token: who.token, body });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const activityMain = await make("coa-main-group-activity", { code: `${prefix}AM`, name: "Operasional" });
  const activityGroup = await make("coa-group-activity", { code: `${prefix}AG`, name: "Pengiriman", parent_id: activityMain });
  const elementMain = await make("element-main-group-activity", { code: `${prefix}EM`, name: "Biaya" });
  const elementGroup = await make("element-group-activity", { code: `${prefix}EG`, name: "Biaya langsung", parent_id: elementMain });
  return {
    office_id: await make("office", { code: `${prefix}SBY`, name: `${prefix} Surabaya` }),
    work_unit_id: await make("work-unit", { code: `${prefix}FIN`, name: `${prefix} Finance` }),
    activity_id: await make("coa-activity", { code: `${prefix}A1`, name: `${prefix} Trucking`, parent_id: activityGroup }),
    element_id: await make("element-activity", { code: `${prefix}E1`, name: `${prefix} Fuel`, parent_id: elementGroup }),
    contact_id: await make("contact", { code: `${prefix}C1`, name: `${prefix} Pelanggan`, contact_types: ["customer"] }),
    tag_ids: [await make("tag", { name: `${prefix} zeta` }), await make("tag", { name: `${prefix} alpha` })],
    activityGroup,
  };
}

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("dimensions");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

describe("line dimensions of a journal", () => {
  it("posts every dimension, names each in the answer, and reads back the same lines", async () => {
    const { activityGroup: _, ...dims } = await dimensionRecords(owner, "D");
    const posted = await postJournal(t, owner.token, "2026-03-10", [line(acc["6102"]!, "2500.50", 0, dims), line(acc["1101.01"]!, 0, "2500.50")]);
    expect(posted.status).toBe(201);
    const first = posted.body.data.details[0];
    expect(first).toMatchObject({
      office_id: dims.office_id,
      office_name: "D Surabaya",
      work_unit_name: "D Finance",
      activity_name: "D Trucking",
      element_name: "D Fuel",
      contact_name: "D Pelanggan",
      tag_ids: dims.tag_ids,
      tag_names: ["D alpha", "D zeta"],
    });
    // The second line has no dimension but the journal's office (the head office).
    expect(posted.body.data.details[1]).toMatchObject({ work_unit_id: null, work_unit_name: null, tag_ids: [], tag_names: [], contact_name: null });
    expect(posted.body.data.details[1].office_id).toBe(posted.body.data.office_id);
    // The answer of posting and the journal read later are one shape, field for field.
    const read = await t.request("GET", `/api/transactions/journal/${posted.body.data.id}`, { token: owner.token });
    expect(read.body.data.details).toEqual(posted.body.data.details);
    expect(Object.keys(read.body.data.details[0])).toEqual(Object.keys(journalResponse.shape.details.element.shape));
    expect(() => journalResponse.strict().parse(read.body.data)).not.toThrow();
    for (const d of lineDimensions) expect(read.body.data.details[0]).toHaveProperty(d.nameField);
    const list = await t.request("GET", "/api/transactions/journal?per_page=5", { token: owner.token });
    expect(() => journalListItemResponse.strict().parse(list.body.data[0])).not.toThrow();
  });

  it("refuses another company's record in every dimension, and a record of the wrong kind", async () => {
    const other = await t.owner("dimensions-other");
    const { activityGroup, ...foreign } = await dimensionRecords(other, "X");
    const res = await postJournal(t, owner.token, "2026-03-11", [line(acc["6102"]!, 5, 0, foreign), line(acc["1101.01"]!, 0, 5, { element_id: activityGroup })]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      "details.0.office_id": ["The selected office is invalid"],
      "details.0.work_unit_id": ["The selected work unit is invalid"],
      "details.0.activity_id": ["The selected activity is invalid"],
      "details.0.element_id": ["The selected element is invalid"],
      "details.0.contact_id": ["The selected contact is invalid"],
      "details.0.tag_ids": ["The selected tags is invalid"],
      "details.1.element_id": ["The selected element is invalid"],
    });
    const header = await postJournal(t, owner.token, "2026-03-11", [line(acc["6102"]!, 5, 0), line(acc["1101.01"]!, 0, 5)], { office_id: foreign.office_id });
    expect(header.body.errors).toEqual({ office_id: ["The selected office is invalid"] });
  });

  it("declares the journal answers' shapes in the API description", async () => {
    const doc = await t.request("GET", "/api/docs/json");
    const journal = doc.body.paths["/api/transactions/journal/{id}"].get.responses["200"];
    const schema = journal.content["application/json"].schema;
    const data = schema.properties?.data ?? schema;
    expect(JSON.stringify(data)).toContain("tag_names");
    expect(doc.body.paths["/api/transactions/journal"].post.responses["201"]).toBeDefined();
  });

  it("uploads every dimension by code (tags by name, `;` between), and names each bad code under its column", async () => {
    const { activityGroup: _, ...dims } = await dimensionRecords(owner, "U");
    const header = "journal_ref,date,description,office_code,account_code,debit,credit,line_description,work_unit_code,activity_code,element_code,contact_code,tags";
    const csv = (codes: string) => [header, `U1,2026-03-12,Upload,USBY,6102,10,,,${codes}`, "U1,2026-03-12,Upload,USBY,1101.01,,10,,,,,,"].join("\n");
    const upload = (body: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/transactions/draft-journal/upload",
        headers: { authorization: `Bearer ${owner.token}`, "content-type": "text/csv" },
        payload: body,
      });
    const bad = await upload(csv("NOPE,NOPE,NOPE,NOPE,U alpha;nope"));
    expect(bad.json().errors).toEqual({
      "rows.2.work_unit_code": ["The selected work unit code is invalid"],
      "rows.2.activity_code": ["The selected activity code is invalid"],
      "rows.2.element_code": ["The selected element code is invalid"],
      "rows.2.contact_code": ["The selected contact code is invalid"],
      "rows.2.tags": ["The selected tags is invalid"],
    });
    const ok = await upload(csv("ufin,UA1,UE1,UC1,U zeta; U alpha"));
    expect(ok.statusCode).toBe(201);
    const drafts = await t.request("GET", `/api/transactions/draft-journal?upload_batch=${ok.json().data.upload_batch}`, { token: owner.token });
    expect(drafts.body.data[0].office_id).toBe(dims.office_id);
    expect(drafts.body.data[0].details[0]).toMatchObject({ ...dims, tag_ids: [dims.tag_ids[0], dims.tag_ids[1]] });
  });
});
