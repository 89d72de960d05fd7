import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { type SalesFixture, salesFixture } from "../../test/sales-fixture.js";

/**
 * One approval rule for every door (issue #23, items 4 and 5): the approvals inbox asks the document
 * type's own approve permission, as the type's route does; and four eyes — neither the creator nor
 * the submitter approves or rejects, unless the module lets the creator approve a colleague's
 * submission. Through sales and purchase invoices, whose approval posts to the ledger.
 */
let t: TestApp;
let f: SalesFixture;
let vendorId: string;
type Member = Awaited<ReturnType<TestApp["member"]>>;
/** Named approver, but only the inbox's permission. */
let inboxOnly: Member;
/** Named approver who may read purchase invoices and open the inbox, but not post to AP. */
let reader: Member;
/** Creates invoices (and is a named approver with the approve permissions). */
let clerk: Member;
/** Submits the clerk's invoices (and is a named approver with the approve permissions). */
let submitter: Member;
/** Another named approver with the approve permissions. */
let approver: Member;

const SI = "/api/transactions/sales-invoice";
const PI = "/api/transactions/purchase-invoice";
const INBOX = "/api/transactions/module-approval";
const approveRights = [
  { action: "read", resource: "TxModuleApproval" },
  { action: "read", resource: "TxSalesInvoice" },
  { action: "read", resource: "TxPurchaseInvoice" },
  { action: "read", resource: "TxApPosting" },
];
const writeRights = [
  { action: "create", resource: "TxSalesInvoice" },
  { action: "create", resource: "TxPurchaseInvoice" },
];

const levelsFor = (users: Member[]) => [{ limit_type: "all", approvers: users.map((u) => ({ type: "user", id: u.userId })) }];
const setModule = async (module: string, body: Record<string, unknown>) => {
  const res = await t.request("PUT", `/api/settings/module-approval/${module}`, { token: f.owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "approvals");
  const vendor = await t.request("POST", "/api/master-data/contact", {
    token: f.owner.token,
    body: { code: "V-APR", name: "PT Pemasok", contact_types: ["vendor"] },
  });
  expect(vendor.status).toBe(201);
  vendorId = vendor.body.data.id;
  inboxOnly = await t.member(f.owner.token, [{ action: "read", resource: "TxModuleApproval" }], "inbox");
  clerk = await t.member(f.owner.token, [...approveRights, ...writeRights], "clerk");
  submitter = await t.member(f.owner.token, [...approveRights, ...writeRights], "submitter");
  approver = await t.member(f.owner.token, approveRights, "approver");
  reader = await t.member(f.owner.token, [{ action: "read", resource: "TxModuleApproval" }, { action: "read", resource: "TxPurchaseInvoice" }], "reader");
  const everyone = [inboxOnly, clerk, submitter, approver, reader];
  await setModule("sales_invoice", { levels: levelsFor(everyone) });
  await setModule("purchase_invoice", { levels: levelsFor(everyone) });
});
afterAll(() => t.close());

/** A sales invoice created by `creator` and submitted by `by`: pending, as every amount waits for the level. */
async function pendingSalesInvoice(creator: string, by = creator) {
  const created = await t.request("POST", SI, {
    token: creator,
    body: { contact_id: f.customer, invoice_date: "2026-03-10", details: [{ product_id: f.serviceId, quantity: 1, price: "1500000", tax_ids: [] }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await t.request("POST", `${SI}/${created.body.data.id}/submit`, { token: by });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data as { id: string; status: string; number: string };
}

/** Was a mail about the document numbered `number` sent to this member? */
const mailed = (member: Member, number: string) => t.outbox.some((m) => m.to === member.email && m.subject.includes(number));

async function pendingPurchaseInvoice(creator: string, by = creator) {
  const created = await t.request("POST", PI, {
    token: creator,
    body: {
      contact_id: vendorId,
      vendor_invoice_number: `INV-${Math.random().toString(36).slice(2, 8)}`,
      date: "2026-03-10",
      lines: [{ account_id: f.acc["6102"], description: "Consulting", quantity: "1", price: "2500000" }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await t.request("POST", `${PI}/${created.body.data.id}/submit`, { token: by });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data as { id: string; status: string };
}

const inboxIds = async (token: string) => {
  const res = await t.request("GET", `${INBOX}?per_page=100`, { token });
  expect(res.status).toBe(200);
  return (res.body.data as { id: string }[]).map((d) => d.id);
};
const journalsOf = async (sourceType: string, id: string) =>
  (await t.request("GET", `/api/transactions/journal?source_type=${sourceType}&per_page=100`, { token: f.owner.token })).body.data.filter(
    (j: { source_id: string }) => j.source_id === id,
  );

describe("one approval rule for both doors (item 4)", () => {
  it("refuses from the inbox a named approver without the document type's approve permission", async () => {
    const sales = await pendingSalesInvoice(f.owner.token);
    const purchase = await pendingPurchaseInvoice(f.owner.token);
    expect([sales.status, purchase.status]).toEqual(["pending", "pending"]);
    // Not listed for them, and refused when tried: the type's own route would refuse them too.
    expect(await inboxIds(inboxOnly.token)).not.toContain(sales.id);
    expect(await inboxIds(inboxOnly.token)).not.toContain(purchase.id);
    for (const [id, base, source] of [
      [sales.id, SI, "sales_invoice"],
      [purchase.id, PI, "purchase_invoice"],
    ] as const) {
      expect((await t.request("POST", `${INBOX}/${id}/approve`, { token: inboxOnly.token })).status).toBe(403);
      expect((await t.request("POST", `${INBOX}/${id}/reject`, { token: inboxOnly.token, body: { note: "no" } })).status).toBe(403);
      expect((await t.request("POST", `${base}/${id}/approve`, { token: inboxOnly.token })).status).toBe(403);
      const still = await t.request("GET", `${base}/${id}`, { token: f.owner.token });
      expect(still.body.data).toMatchObject({ status: "pending", journal_ids: [] });
      expect(await journalsOf(source, id)).toHaveLength(0);
    }
    // A purchase invoice's approval is 'read TxApPosting': one who may read it but not post it is
    // not offered the approval, is not asked in the inbox, and is refused at both doors.
    const seen = await t.request("GET", `${PI}/${purchase.id}`, { token: reader.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.approval.can_act).toBe(false);
    expect(seen.body.data.actions).not.toContain("approve");
    expect(await inboxIds(reader.token)).not.toContain(purchase.id);
    expect((await t.request("POST", `${INBOX}/${purchase.id}/approve`, { token: reader.token })).status).toBe(403);
    expect((await t.request("POST", `${PI}/${purchase.id}/approve`, { token: reader.token })).status).toBe(403);
    // The owner's view of the same invoice offers it to the approver who may post it.
    expect((await t.request("GET", `${PI}/${purchase.id}`, { token: approver.token })).body.data.approval.can_act).toBe(true);
  });

  it("with the type's permission, approves and posts through either door", async () => {
    for (const [make, base, source] of [
      [pendingSalesInvoice, SI, "sales_invoice"],
      [pendingPurchaseInvoice, PI, "purchase_invoice"],
    ] as const) {
      const fromInbox = await make(f.owner.token);
      const fromRoute = await make(f.owner.token);
      expect(await inboxIds(approver.token)).toEqual(expect.arrayContaining([fromInbox.id, fromRoute.id]));
      const viaInbox = await t.request("POST", `${INBOX}/${fromInbox.id}/approve`, { token: approver.token });
      const viaRoute = await t.request("POST", `${base}/${fromRoute.id}/approve`, { token: approver.token });
      for (const [answer, id] of [
        [viaInbox, fromInbox.id],
        [viaRoute, fromRoute.id],
      ] as const) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data.status).toBe("approved");
        expect(await journalsOf(source, id)).toHaveLength(1);
      }
    }
  });
});

describe("four eyes (item 5)", () => {
  it("refuses the creator and the submitter through both doors, and another approver approves", async () => {
    const doc = await pendingSalesInvoice(clerk.token, submitter.token);
    for (const door of [`${SI}/${doc.id}`, `${INBOX}/${doc.id}`]) {
      const byCreator = await t.request("POST", `${door}/approve`, { token: clerk.token });
      expect(byCreator.status).toBe(403);
      expect(byCreator.body.message).toBe("You cannot approve or reject a document you created: another approver must act on it.");
      const rejectByCreator = await t.request("POST", `${door}/reject`, { token: clerk.token, body: { note: "mine" } });
      expect(rejectByCreator.status).toBe(403);
      const bySubmitter = await t.request("POST", `${door}/approve`, { token: submitter.token });
      expect(bySubmitter.status).toBe(403);
      expect(bySubmitter.body.message).toBe("You cannot approve or reject a document you requested.");
    }
    const inIndonesian = await t.request("POST", `${SI}/${doc.id}/approve`, { token: clerk.token, headers: { "accept-language": "id" } });
    expect(inIndonesian.body.message).toBe("Anda tidak dapat menyetujui atau menolak dokumen yang Anda buat sendiri: penyetuju lain harus memprosesnya.");
    // What they are shown agrees: no approve button, not in their inbox.
    const seenByCreator = await t.request("GET", `${SI}/${doc.id}`, { token: clerk.token });
    expect(seenByCreator.body.data.approval.can_act).toBe(false);
    expect(seenByCreator.body.data.actions).not.toContain("approve");
    expect(await inboxIds(clerk.token)).not.toContain(doc.id);
    expect(await inboxIds(submitter.token)).not.toContain(doc.id);
    expect(await inboxIds(approver.token)).toContain(doc.id);
    expect(await journalsOf("sales_invoice", doc.id)).toHaveLength(0);
    // Only those who may act are asked to.
    expect(mailed(approver, doc.number)).toBe(true);
    expect(mailed(clerk, doc.number)).toBe(false);
    expect(mailed(submitter, doc.number)).toBe(false);

    const approved = await t.request("POST", `${INBOX}/${doc.id}/approve`, { token: approver.token, body: { note: "OK" } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The answer says who did what, and when.
    const data = approved.body.data;
    expect(data).toMatchObject({
      status: "approved",
      created_by: clerk.userId,
      created_by_name: "clerk name",
      requested_by: submitter.userId,
      requested_by_name: "submitter name",
    });
    expect(Date.parse(data.submitted_at)).toBeGreaterThanOrEqual(Date.parse(data.created_at));
    expect(data.approval.history.map((e: { action: string; user_name: string }) => [e.action, e.user_name])).toEqual([
      ["create", "clerk name"],
      ["submit", "submitter name"],
      ["approve", "approver name"],
    ]);
    expect(data.approval.history[0].at).toBe(data.created_at);
    expect(data.approval.history.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it("lets the creator approve a colleague's submission where the module allows it, never the submitter", async () => {
    await setModule("sales_invoice", { levels: levelsFor([clerk, submitter, approver]), allow_creator_approval: true });
    const settings = await t.request("GET", "/api/settings/module-approval", { token: f.owner.token });
    const moduleOf = (module: string) => settings.body.data.find((m: { module: string }) => m.module === module);
    expect(moduleOf("sales_invoice").allow_creator_approval).toBe(true);
    expect(moduleOf("purchase_invoice").allow_creator_approval).toBe(false);

    const doc = await pendingSalesInvoice(clerk.token, submitter.token);
    expect((await t.request("POST", `${SI}/${doc.id}/approve`, { token: submitter.token })).status).toBe(403);
    expect(await inboxIds(clerk.token)).toContain(doc.id);
    expect(mailed(clerk, doc.number)).toBe(true);
    expect((await t.request("GET", `${SI}/${doc.id}`, { token: clerk.token })).body.data.approval.can_act).toBe(true);
    const byCreator = await t.request("POST", `${INBOX}/${doc.id}/approve`, { token: clerk.token });
    expect(byCreator.status, JSON.stringify(byCreator.body)).toBe(200);
    expect(byCreator.body.data.status).toBe("approved");
    // The option is the module's: purchase invoices still refuse their creator.
    const purchase = await pendingPurchaseInvoice(clerk.token, submitter.token);
    expect((await t.request("POST", `${PI}/${purchase.id}/approve`, { token: clerk.token })).status).toBe(403);

    // Saving the levels alone keeps the option; turning it off refuses the creator again.
    await setModule("sales_invoice", { levels: levelsFor([clerk, submitter, approver]) });
    const kept = await t.request("GET", "/api/settings/module-approval", { token: f.owner.token });
    expect(kept.body.data.find((m: { module: string }) => m.module === "sales_invoice").allow_creator_approval).toBe(true);
    await setModule("sales_invoice", { levels: levelsFor([clerk, submitter, approver]), allow_creator_approval: false });
    const again = await pendingSalesInvoice(clerk.token, submitter.token);
    expect((await t.request("POST", `${SI}/${again.id}/approve`, { token: clerk.token })).status).toBe(403);
    const badFlag = await t.request("PUT", "/api/settings/module-approval/sales_invoice", {
      token: f.owner.token,
      body: { levels: [], allow_creator_approval: "yes" },
    });
    expect(badFlag.status).toBe(422);
    expect(Object.keys(badFlag.body.errors)).toEqual(["allow_creator_approval"]);
  });

  it("approves on submit where no level applies: no approver, the history shows the creator and the submitter", async () => {
    await setModule("sales_invoice", { levels: [] });
    const doc = await pendingSalesInvoice(clerk.token, submitter.token);
    expect(doc.status).toBe("approved");
    const data = (await t.request("GET", `${SI}/${doc.id}`, { token: f.owner.token })).body.data;
    expect(data.approval.history.map((e: { action: string; user_name: string }) => [e.action, e.user_name])).toEqual([
      ["create", "clerk name"],
      ["submit", "submitter name"],
    ]);
    await setModule("sales_invoice", { levels: levelsFor([inboxOnly, clerk, submitter, approver]) });
  });
});

describe("the count of documents waiting for me (the top bar's badge, issue 25 item 9)", () => {
  const countFor = async (token: string) => {
    const res = await t.request("GET", `${INBOX}/count`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.count as number;
  };

  it("counts what the inbox lists for each user, and drops a document once I approved it", async () => {
    await setModule("sales_invoice", { levels: levelsFor([inboxOnly, clerk, submitter, approver]) });
    const before = { approver: await countFor(approver.token), clerk: await countFor(clerk.token) };
    const doc = await pendingSalesInvoice(clerk.token, submitter.token);
    // Waits for the approver; not for its creator nor its submitter (four eyes), nor for who may not approve its type.
    expect(await countFor(approver.token)).toBe(before.approver + 1);
    expect(await countFor(clerk.token)).toBe(before.clerk);
    expect(await countFor(approver.token)).toBe((await inboxIds(approver.token)).length);
    expect(await countFor(inboxOnly.token)).toBe(0);
    expect((await t.request("POST", `${INBOX}/${doc.id}/approve`, { token: approver.token })).status).toBe(200);
    expect(await countFor(approver.token)).toBe(before.approver);
  });

  it("asks the inbox's permission", async () => {
    const outsider = await t.member(f.owner.token, [{ action: "read", resource: "TxSalesInvoice" }], "outsider");
    expect((await t.request("GET", `${INBOX}/count`, { token: outsider.token })).status).toBe(403);
    expect((await t.request("GET", `${INBOX}/count`)).status).toBe(401);
  });
});
