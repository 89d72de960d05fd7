import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { download, pdfBytes, upload } from "../../test/files.js";
import { TestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import { accountIds, line } from "../../test/ledger-helpers.js";

/**
 * The document lifecycle and module approvals, through draft journals (the first type on it) and
 * beginning balances (a type that posts when saved).
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let clerk: Awaited<ReturnType<TestApp["member"]>>;
let approver: Awaited<ReturnType<TestApp["member"]>>;
let second: Awaited<ReturnType<TestApp["member"]>>;
let director: Awaited<ReturnType<TestApp["member"]>>;
let outsider: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

const DRAFTS = "/api/transactions/draft-journal";
const clerkRights = [
  { action: "create", resource: "TxDraftJournal" },
  { action: "read", resource: "TxDraftJournal" },
  { action: "update", resource: "TxDraftJournal" },
  { action: "delete", resource: "TxDraftJournal" },
  { action: "create", resource: "TxJournal" },
  { action: "read", resource: "TxJournal" },
];
const approverRights = [
  { action: "read", resource: "TxModuleApproval" },
  { action: "read", resource: "TxDraftJournal" },
];

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("docs");
  acc = await accountIds(t, owner.token);
  clerk = await t.member(owner.token, clerkRights, "clerk");
  approver = await t.member(owner.token, approverRights, "approver");
  second = await t.member(owner.token, approverRights, "second");
  director = await t.member(owner.token, approverRights, "director");
  outsider = await t.owner("outsider", "PT Lain");
  // Level 1: above 10 000 000, the approver or the second approver (any one), or the clerk (who
  // may never approve their own). Level 2: between 50 and 100 million, the directors' role.
  const put = await t.request("PUT", "/api/settings/module-approval/draft_journal", {
    token: owner.token,
    body: {
      levels: [
        {
          limit_type: "above",
          amount_min: "10000000",
          approvers: [
            { type: "user", id: approver.userId },
            { type: "user", id: second.userId },
            { type: "user", id: clerk.userId },
          ],
        },
        { limit_type: "between", amount_min: "50000000", amount_max: "100000000", approvers: [{ type: "role", id: director.roleIds[0] }] },
      ],
    },
  });
  expect(put.status).toBe(200);
});
afterAll(() => t.close());

const draft = async (amount: string, date = "2026-03-10", token = clerk.token) => {
  const res = await t.request("POST", DRAFTS, {
    token,
    body: { date, description: `Sewa ${amount}`, details: [line(acc["6102"] as string, amount, 0), line(acc["1101.01"] as string, 0, amount)] },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; version: number; status: string; number: string | null };
};
const act = (id: string, verb: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  t.request("POST", `${DRAFTS}/${id}/${verb}`, { token, body, headers });
const journalsOf = async (sourceId: string) =>
  (await t.request("GET", `/api/transactions/journal?source_type=draft_journal&per_page=100`, { token: owner.token })).body.data.filter(
    (j: { source_id: string }) => j.source_id === sourceId,
  );

describe("module approval settings", () => {
  it("lists every module with its levels and refuses approvers of another company", async () => {
    const list = await t.request("GET", "/api/settings/module-approval", { token: owner.token });
    const drafts = list.body.data.find((m: { module: string }) => m.module === "draft_journal");
    expect(list.body.data.map((m: { module: string }) => m.module)).toContain("sales_invoice");
    expect(drafts.levels).toHaveLength(2);
    expect(drafts.levels[1]).toMatchObject({ limit_type: "between", amount_min: "50000000.00", amount_max: "100000000.00", mode: "any" });
    // Approvers come named, for the settings screen: members by their name, roles by theirs.
    expect(drafts.levels[0].approvers.map((a: { name: string }) => a.name)).toEqual(["approver name", "second name", "clerk name"]);
    expect(drafts.levels[1].approvers[0]).toMatchObject({ type: "role", id: director.roleIds[0] });
    expect(drafts.levels[1].approvers[0].name).not.toBe("");
    const foreign = await t.request("PUT", "/api/settings/module-approval/purchase_order", {
      token: owner.token,
      body: { levels: [{ limit_type: "all", approvers: [{ type: "user", id: outsider.userId }] }] },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(["levels.0.approvers.0.id"]);
    const unknownModule = await t.request("PUT", "/api/settings/module-approval/nothing", { token: owner.token, body: { levels: [] } });
    expect(unknownModule.status).toBe(422);
    const notAllowed = await t.request("GET", "/api/settings/module-approval", { token: clerk.token });
    expect(notAllowed.status).toBe(403);
  });
});

describe("approval levels by amount", () => {
  it("approves and posts at once below and at the limit, numbering the document when it leaves draft", async () => {
    for (const amount of ["9999999.99", "10000000.00"]) {
      const doc = await draft(amount);
      expect(doc).toMatchObject({ status: "draft", number: null, version: 1 });
      const submitted = await act(doc.id, "submit", clerk.token);
      expect(submitted.status).toBe(200);
      expect(submitted.body.data).toMatchObject({ status: "approved", amount, approval: { levels: [], current_level: null } });
      expect(submitted.body.message).toBe("Approved and posted to the ledger.");
      expect(submitted.body.data.number).toMatch(/^DJ\/2026\/03\/\d{4}$/);
      expect(submitted.body.data.journal_ids).toHaveLength(1);
      expect(await journalsOf(doc.id)).toHaveLength(1);
    }
  });

  it("waits above the limit, refuses the requester and strangers, and posts once the approver approves", async () => {
    const doc = await draft("10000000.01");
    const submitted = await act(doc.id, "submit", clerk.token);
    expect(submitted.body.data).toMatchObject({ status: "pending", journal_ids: [], approval: { current_level: 0, can_act: false } });
    expect(submitted.body.message).toBe("Submitted for approval.");
    expect(submitted.body.data.approval.levels[0].approvers.map((a: { name: string }) => a.name)).toContain("approver name");
    // The approvers got a mail; the requester did not.
    expect(t.outbox.some((m) => m.to === approver.email && m.subject.includes(submitted.body.data.number))).toBe(true);
    expect(t.outbox.some((m) => m.to === clerk.email && m.subject.includes(submitted.body.data.number))).toBe(false);

    const own = await act(doc.id, "approve", clerk.token);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You cannot approve or reject a document you requested.");
    const notNamed = await act(doc.id, "approve", director.token);
    expect(notNamed.status).toBe(403);
    const foreign = await act(doc.id, "approve", outsider.token);
    expect(foreign.status).toBe(404);
    const foreignInbox = await t.request("POST", `/api/transactions/module-approval/${doc.id}/approve`, { token: outsider.token });
    expect(foreignInbox.status).toBe(404);
    expect(await journalsOf(doc.id)).toHaveLength(0);

    const seen = await t.request("GET", `${DRAFTS}/${doc.id}`, { token: approver.token });
    expect(seen.body.data).toMatchObject({ actions: ["approve", "reject"], approval: { can_act: true } });
    const approved = await act(doc.id, "approve", approver.token, { note: "OK" });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved", approval: { levels: [{ status: "done" }] } });
    const [journal] = await journalsOf(doc.id);
    const posted = await t.request("GET", `/api/transactions/journal/${journal.id}`, { token: owner.token });
    expect(posted.body.data).toMatchObject({ source_type: "draft_journal", source_id: doc.id, total_debit: "10000000.01" });
    expect(approved.body.data.approval.history.map((e: { action: string }) => e.action)).toEqual(["create", "submit", "approve"]);
  });

  it("walks two levels in order between the bounds, from the inbox", async () => {
    const doc = await draft("60000000");
    await act(doc.id, "submit", clerk.token);
    const inbox = await t.request("GET", "/api/transactions/module-approval", { token: approver.token });
    const item = inbox.body.data.find((d: { id: string }) => d.id === doc.id);
    expect(item).toMatchObject({ level: 1, levels: 2, amount: "60000000.00", path: `/transactions/draft-journal/detail/${doc.id}`, requested_by_name: "clerk name" });
    const directorsInboxBefore = await t.request("GET", "/api/transactions/module-approval", { token: director.token });
    expect(directorsInboxBefore.body.data.some((d: { id: string }) => d.id === doc.id)).toBe(false);
    const clerksInbox = await t.request("GET", "/api/transactions/module-approval", { token: clerk.token });
    expect(clerksInbox.status).toBe(403);

    const first = await t.request("POST", `/api/transactions/module-approval/${doc.id}/approve`, { token: approver.token });
    expect(first.body.data).toMatchObject({ status: "pending", approval: { current_level: 1 } });
    expect(first.body.message).toBe("Approved at level 1; waiting for the next level.");
    const again = await t.request("POST", `/api/transactions/module-approval/${doc.id}/approve`, { token: second.token });
    expect(again.status).toBe(403);
    const directorsInbox = await t.request("GET", "/api/transactions/module-approval", { token: director.token });
    expect(directorsInbox.body.data.some((d: { id: string }) => d.id === doc.id)).toBe(true);
    const last = await t.request("POST", `/api/transactions/module-approval/${doc.id}/approve`, { token: director.token });
    expect(last.body.data.status).toBe("approved");
    expect(await journalsOf(doc.id)).toHaveLength(1);
  });

  it("gives one posting when two approvers approve at the same time", async () => {
    const doc = await draft("20000000");
    await act(doc.id, "submit", clerk.token);
    const answers = await Promise.all([act(doc.id, "approve", approver.token), act(doc.id, "approve", second.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await journalsOf(doc.id)).toHaveLength(1);
  });
});

describe("the lifecycle", () => {
  it("refuses illegal transitions with 409", async () => {
    const doc = await draft("15000000");
    expect((await act(doc.id, "approve", approver.token)).status).toBe(409);
    expect((await act(doc.id, "cancel", owner.token)).status).toBe(409);
    await act(doc.id, "submit", clerk.token);
    expect((await act(doc.id, "submit", clerk.token)).status).toBe(409);
    const edit = await t.request("PUT", `${DRAFTS}/${doc.id}`, {
      token: clerk.token,
      body: { version: 2, date: "2026-03-10", details: [line(acc["6102"] as string, 1, 0)] },
    });
    expect(edit.status).toBe(409);
    expect((await t.request("DELETE", `${DRAFTS}/${doc.id}`, { token: clerk.token })).status).toBe(409);
    await act(doc.id, "approve", approver.token);
    expect((await act(doc.id, "reject", second.token, { note: "late" })).status).toBe(409);
    expect((await t.request("DELETE", `${DRAFTS}/${doc.id}`, { token: owner.token })).status).toBe(409);
  });

  it("returns a rejected document to the requester, who edits and submits it again", async () => {
    const doc = await draft("12000000");
    await act(doc.id, "submit", clerk.token);
    const noNote = await act(doc.id, "reject", approver.token, { note: "" });
    expect(noNote.status).toBe(422);
    const rejected = await act(doc.id, "reject", approver.token, { note: "Use account 6103" });
    expect(rejected.body.data).toMatchObject({ status: "rejected", actions: ["edit", "delete", "submit"] });
    expect(rejected.body.data.approval.history.at(-1)).toMatchObject({ action: "reject", note: "Use account 6103", user_name: "approver name" });
    const number = rejected.body.data.number;
    const edited = await t.request("PUT", `${DRAFTS}/${doc.id}`, {
      token: clerk.token,
      body: { version: rejected.body.data.version, date: "2026-03-11", details: [line(acc["6103"] as string, "12000000", 0), line(acc["1101.01"] as string, 0, "12000000")] },
    });
    expect(edited.status).toBe(200);
    const again = await act(doc.id, "submit", clerk.token);
    // The same number; a new round in which the approver may act again.
    expect(again.body.data).toMatchObject({ status: "pending", number });
    const approved = await act(doc.id, "approve", approver.token);
    expect(approved.body.data.status).toBe("approved");
  });

  it("refuses a stale edit with 409 and keeps the newer one", async () => {
    const doc = await draft("100");
    const body = (amount: string, version: number) => ({
      version,
      date: "2026-03-12",
      details: [line(acc["6102"] as string, amount, 0), line(acc["1101.01"] as string, 0, amount)],
    });
    const first = await t.request("PUT", `${DRAFTS}/${doc.id}`, { token: clerk.token, body: body("200", doc.version) });
    expect(first.body.data.version).toBe(2);
    const stale = await t.request("PUT", `${DRAFTS}/${doc.id}`, { token: owner.token, body: body("300", doc.version) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("version 2");
    const now = await t.request("GET", `${DRAFTS}/${doc.id}`, { token: clerk.token });
    expect(now.body.data.total_debit).toBe("200.00");
    const missing = await t.request("PUT", `${DRAFTS}/${doc.id}`, { token: clerk.token, body: { ...body("300", 1), version: undefined } });
    expect(missing.status).toBe(422);
  });

  it("answers a repeated submit with the same Idempotency-Key once, taking one number", async () => {
    const doc = await draft("500");
    const headers = { "idempotency-key": `submit-${doc.id}` };
    const first = await act(doc.id, "submit", clerk.token, undefined, headers);
    const replay = await act(doc.id, "submit", clerk.token, undefined, headers);
    expect(replay.status).toBe(first.status);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await journalsOf(doc.id)).toHaveLength(1);
  });

  it("cancels an approved document by reversing its journal, and refuses it in a closed month", async () => {
    const open = await draft("750", "2026-04-02");
    await act(open.id, "submit", clerk.token);
    const cancelled = await act(open.id, "cancel", owner.token, { note: "Duplicate" });
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(cancelled.body.data.journal_ids).toHaveLength(2);
    const [original] = await journalsOf(open.id);
    expect(original.status).toBe("reversed");

    const closedDoc = await draft("800", "2026-05-04");
    await act(closedDoc.id, "submit", clerk.token);
    const close = await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-05" } });
    expect(close.status).toBe(201);
    const refused = await act(closedDoc.id, "cancel", owner.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("2026-05");
    const still = await t.request("GET", `${DRAFTS}/${closedDoc.id}`, { token: owner.token });
    expect(still.body.data.status).toBe("approved");
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data.ok).toBe(true);
  });

  it("keeps another company's documents out of reach", async () => {
    const doc = await draft("42");
    for (const [method, url] of [
      ["GET", `${DRAFTS}/${doc.id}`],
      ["POST", `${DRAFTS}/${doc.id}/submit`],
      ["DELETE", `${DRAFTS}/${doc.id}`],
    ] as const) {
      expect((await t.request(method, url, { token: outsider.token })).status).toBe(404);
    }
    const list = await t.request("GET", DRAFTS, { token: outsider.token });
    expect(list.body.meta.total).toBe(0);
  });
});

describe("prints and attachments of every document", () => {
  it("prints a draft on the A4 layout with its number, status, total and the total in words", async () => {
    const doc = await draft("1250000");
    const submitted = await act(doc.id, "submit", clerk.token);
    const res = await t.app.inject({ method: "GET", url: `${DRAFTS}/${doc.id}/print`, headers: { authorization: `Bearer ${clerk.token}`, "accept-language": "id" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(submitted.body.data.number);
    expect(text).toContain("Draf jurnal");
    expect(text).toContain("1.250.000,00");
    expect(text).toContain("Satu juta dua ratus lima puluh ribu rupiah");
    expect(text).toContain("One million two hundred fifty thousand rupiah");
    expect(text).toContain("clerk name");
  });

  it("keeps files on a draft in any status, downloads them as uploaded, and removes them with the draft", async () => {
    const doc = await draft("300");
    const base = `${DRAFTS}/${doc.id}/attachments`;
    const bytes = pdfBytes;
    const up = await upload(t, clerk.token, base, "kuitansi.pdf", bytes, "application/pdf");
    expect(up.status).toBe(201);
    const list = await t.request("GET", base, { token: clerk.token });
    expect(list.body.data.map((f: { file_name: string }) => f.file_name)).toEqual(["kuitansi.pdf"]);
    const file = await download(t, clerk.token, `${base}/${up.body.data.id}`);
    expect(Buffer.compare(file.bytes, bytes)).toBe(0);
    expect((await t.request("GET", base, { token: outsider.token })).status).toBe(404);
    expect((await t.request("DELETE", `${DRAFTS}/${doc.id}`, { token: clerk.token })).status).toBe(200);
    expect((await t.request("GET", base, { token: clerk.token })).status).toBe(404);
    expect((await download(t, clerk.token, `${base}/${up.body.data.id}`)).status).toBe(404);
  });
});

describe("beginning balances on the lifecycle", () => {
  it("posts when saved, replaces its journal when edited, removes it when deleted", async () => {
    const b = await t.owner("opening");
    const a = await accountIds(t, b.token);
    const created = await t.request("POST", "/api/transactions/beginning-balance", {
      token: b.token,
      body: { details: [line(a["1101.01"] as string, "2500000", 0), line(a["3101"] as string, 0, "2500000")] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: "approved", date: "2026-01-01", total_debit: "2500000.00", actions: ["edit", "delete"] });
    expect(created.body.data.journal_number).toMatch(/^SA\/2026\/01\//);
    const edited = await t.request("PUT", `/api/transactions/beginning-balance/${created.body.data.id}`, {
      token: b.token,
      body: { version: created.body.data.version, details: [line(a["1101.01"] as string, "3000000", 0), line(a["3101"] as string, 0, "3000000")] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.journal_id).not.toBe(created.body.data.journal_id);
    const tb = await t.request("GET", "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-01-31", { token: b.token });
    expect(tb.body.data.totals.debit).toBe("3000000.00");
    const removed = await t.request("DELETE", `/api/transactions/beginning-balance/${created.body.data.id}`, { token: b.token });
    expect(removed.status).toBe(200);
    const after = await t.request("GET", "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-01-31", { token: b.token });
    expect(after.body.data.totals.debit).toBe("0.00");
    expect((await t.request("GET", "/api/transactions/beginning-balance", { token: b.token })).body.meta.total).toBe(0);
  });
});
