import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftJournalDocument } from "../../modules/journals/draft-journal.document.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line } from "../../test/ledger-helpers.js";
import { AppError } from "../errors.js";
import { registerDocumentEffect } from "./effects.js";

/**
 * Document effects run by the lifecycle (docs/documents.md "Document effects"), on draft journals:
 * several per type, in registration order when approved and in reverse order when released, each
 * effect's lock first, and a refusing effect rolls the approval back.
 */
const calls: string[] = [];
const record = (name: string) => ({
  name,
  async lockConsumed(_ctx: unknown, ids: readonly string[]) {
    for (const id of ids) calls.push(`${name}:lock:${id}`);
  },
  async approved(content: { id: string; description: string | null }, state: { id: string; number: string | null }) {
    if (content.description === `refuse ${name}`) throw new AppError(409, "document_stale", { current: 0 });
    calls.push(`${name}:approved:${state.id}:${state.number ? "numbered" : "unnumbered"}`);
  },
  async released(_content: unknown, state: { id: string }, _ctx: unknown, reason: string) {
    calls.push(`${name}:released:${state.id}:${reason}`);
  },
});
registerDocumentEffect(draftJournalDocument, record("first"));
registerDocumentEffect(draftJournalDocument, record("second"));
// Registered again under its name: replaces, does not run twice.
registerDocumentEffect(draftJournalDocument, record("second"));

const DRAFTS = "/api/transactions/draft-journal";
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("effects");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

const draft = async (description: string) => {
  const res = await t.request("POST", DRAFTS, {
    token: owner.token,
    body: { date: "2026-03-10", description, details: [line(acc["6102"] as string, "100", 0), line(acc["1101.01"] as string, 0, "100")] },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
};
const act = (id: string, verb: string) => t.request("POST", `${DRAFTS}/${id}/${verb}`, { token: owner.token, body: {} });
const callsOf = (id: string) => calls.filter((c) => c.includes(id)).map((c) => c.replace(`:${id}`, ""));

describe("document effects", () => {
  it("run in registration order when approved and in reverse when released, each effect's lock first", async () => {
    const doc = await draft("rent");
    expect((await act(doc.id, "submit")).status).toBe(200);
    expect(callsOf(doc.id)).toEqual(["first:lock", "second:lock", "first:approved:numbered", "second:approved:numbered"]);
    calls.length = 0;
    const cancelled = await act(doc.id, "cancel");
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(callsOf(doc.id)).toEqual(["first:lock", "second:lock", "second:released:cancel", "first:released:cancel"]);
  });

  it("refuse the approval when one throws: nothing is posted, the document stays a draft", async () => {
    const doc = await draft("refuse second");
    const refused = await act(doc.id, "submit");
    expect(refused.status).toBe(409);
    const after = await t.request("GET", `${DRAFTS}/${doc.id}`, { token: owner.token });
    expect(after.body.data.status).toBe("draft");
    expect(after.body.data.journal_ids).toEqual([]);
  });
});
