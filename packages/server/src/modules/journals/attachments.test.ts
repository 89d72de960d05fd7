import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { deleteDocumentAttachments, removeStoredObjects } from "../../platform/attachments.js";
import { download, jpegBytes, pdfBytes, pngBytes, startS3, upload, xlsxBytes } from "../../test/files.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

const UPLOAD_MAX_BYTES = 64 * 1024;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Files under the local storage's folder, relative to it. */
function storedFiles(t: TestApp): string[] {
  const root = path.join(t.app.ctx.config.dataDir, "files");
  try {
    return (readdirSync(root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

async function journalOf(t: TestApp, token: string) {
  const acc = await accountIds(t, token);
  const res = await postJournal(t, token, "2026-03-10", [line(acc["6102"]!, "150000", 0), line(acc["1101.01"]!, 0, "150000")]);
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe("journal attachments (local storage)", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp["owner"]>>;
  let journalId: string;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start({ uploadMaxBytes: UPLOAD_MAX_BYTES });
    owner = await t.owner("attach");
    journalId = await journalOf(t, owner.token);
    base = `/api/transactions/journal/${journalId}/attachments`;
  });
  afterAll(() => t.close());

  it("uploads PDF, JPEG, PNG and XLSX, lists them and downloads the same bytes with the right headers", async () => {
    const xlsx = await xlsxBytes();
    const files: [string, Buffer, string][] = [
      ["Kwitansi Maret.pdf", pdfBytes, "application/pdf"],
      ["foto.jpg", jpegBytes, "image/jpeg"],
      ["C:\\fakepath\\struk.png", pngBytes, "image/png"],
      ["rincian.xlsx", xlsx, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ];
    const ids: string[] = [];
    for (const [name, bytes, type] of files) {
      // The client's declared type is ignored: the content decides.
      const res = await upload(t, owner.token, base, name, bytes, "application/octet-stream");
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe("The file has been attached.");
      expect(res.body.data).toMatchObject({ content_type: type, size_bytes: bytes.length, created_by: owner.userId, created_by_name: "attach name" });
      ids.push(res.body.data.id);
    }
    const list = await t.request("GET", base, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { file_name: string }) => a.file_name)).toEqual(["Kwitansi Maret.pdf", "foto.jpg", "struk.png", "rincian.xlsx"]);
    for (const [i, [, bytes, type]] of files.entries()) {
      const got = await download(t, owner.token, `${base}/${ids[i]}`);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(bytes)).toBe(true);
      expect(got.headers["content-type"]).toBe(type);
    }
    const pdf = await download(t, owner.token, `${base}/${ids[0]}`);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="Kwitansi Maret.pdf"; filename*=UTF-8''Kwitansi%20Maret.pdf`);
    // One audit row per upload, in the upload's transaction.
    const audits = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'attach' AND entity = 'journal' AND entity_id = ${journalId}`)),
    );
    expect(audits[0]?.n).toBe(4);
    expect(storedFiles(t)).toHaveLength(4);
    for (const id of ids) await t.request("DELETE", `${base}/${id}`, { token: owner.token });
  });

  it("refuses a file whose content is not an allowed type, whatever its name says (415), in English and Indonesian", async () => {
    const spoofed = await upload(t, owner.token, base, "bukti.png", Buffer.from("just some text pretending to be a PNG"), "image/png");
    expect(spoofed.status).toBe(415);
    expect(spoofed.body.message).toBe("Only PDF, JPEG, PNG and XLSX files can be attached; the content of bukti.png is not one of them.");
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const res = await upload(t, owner.token, base, "animasi.pdf", gif, "application/pdf", { "accept-language": "id" });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Hanya berkas PDF, JPEG, PNG, dan XLSX yang dapat dilampirkan; isi animasi.pdf bukan salah satunya.");
    expect(storedFiles(t)).toEqual([]);
    expect((await t.request("GET", base, { token: owner.token })).body.data).toEqual([]);
  });

  it("refuses a file over UPLOAD_MAX_BYTES (413), a request without a file and a JSON body", async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    const tooBig = await upload(t, owner.token, base, "besar.pdf", big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("The file is too large: at most 64 KB can be attached.");
    const empty = await upload(t, owner.token, base, "kosong.pdf", Buffer.alloc(0));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file).toEqual(["Choose a file to upload (multipart/form-data, field file)."]);
    const json = await t.request("POST", base, { token: owner.token, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(storedFiles(t)).toEqual([]);
  });

  it("deletes the row and the stored object, with an audit row", async () => {
    const res = await upload(t, owner.token, base, "hapus.png", pngBytes);
    const id = res.body.data.id as string;
    expect(storedFiles(t)).toEqual([path.join(owner.companyId, "journal", journalId, id)]);
    const removed = await t.request("DELETE", `${base}/${id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("The attachment has been deleted.");
    expect(storedFiles(t)).toEqual([]);
    expect((await download(t, owner.token, `${base}/${id}`)).status).toBe(404);
    expect((await t.request("DELETE", `${base}/${id}`, { token: owner.token })).status).toBe(404);
    const audits = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
      rowsOf<{ changes: { file_name: string } }>(await tx.execute(sql`SELECT changes FROM audit_log WHERE action = 'detach' AND entity_id = ${journalId}`)),
    );
    expect(audits.map((a) => a.changes.file_name)).toContain("hapus.png");
  });

  it("removes the stored object when the row cannot be written", async () => {
    // A journal id that does not exist: the document check fails inside the transaction.
    const missing = await upload(t, owner.token, "/api/transactions/journal/01a1ffa0-9071-77f6-96b6-d1dc641d821d/attachments", "x.png", pngBytes);
    expect(missing.status).toBe(404);
    expect(storedFiles(t)).toEqual([]);
  });

  it("removes every attachment of a document being deleted: rows in its transaction, objects after", async () => {
    await upload(t, owner.token, base, "satu.png", pngBytes);
    await upload(t, owner.token, base, "dua.pdf", pdfBytes);
    expect(storedFiles(t)).toHaveLength(2);
    const actor = { companyId: owner.companyId, userId: owner.userId };
    // Another company's transaction finds nothing to remove.
    const other = await t.owner("attach-deleter");
    const none = await inTransaction(t.database.db, { companyId: other.companyId, userId: other.userId }, (tx) =>
      deleteDocumentAttachments(tx, { companyId: other.companyId, userId: other.userId }, "journal", journalId),
    );
    expect(none).toEqual([]);
    const keys = await inTransaction(t.database.db, actor, (tx) => deleteDocumentAttachments(tx, actor, "journal", journalId));
    expect(keys).toHaveLength(2);
    expect((await t.request("GET", base, { token: owner.token })).body.data).toEqual([]);
    expect(storedFiles(t)).toHaveLength(2);
    await removeStoredObjects(t.app.ctx.storage, keys, { error: () => undefined });
    expect(storedFiles(t)).toEqual([]);
  });

  it("answers 404 for another company's journal or file, and 403 without the permission", async () => {
    const mine = await upload(t, owner.token, base, "rahasia.pdf", pdfBytes);
    const fileId = mine.body.data.id as string;
    const other = await t.owner("attach-other", "PT Lain");
    const otherJournal = await journalOf(t, other.token);
    expect((await t.request("GET", base, { token: other.token })).status).toBe(404);
    expect((await download(t, other.token, `${base}/${fileId}`)).status).toBe(404);
    expect((await upload(t, other.token, base, "x.png", pngBytes)).status).toBe(404);
    expect((await t.request("DELETE", `${base}/${fileId}`, { token: other.token })).status).toBe(404);
    // Their own journal with our file's id: still nothing.
    const crossed = `/api/transactions/journal/${otherJournal}/attachments/${fileId}`;
    expect((await download(t, other.token, crossed)).status).toBe(404);
    expect((await t.request("DELETE", crossed, { token: other.token })).status).toBe(404);

    const reader = await t.member(owner.token, [{ action: "read", resource: "TxJournal" }], "reader");
    expect((await t.request("GET", base, { token: reader.token })).body.data).toHaveLength(1);
    expect((await download(t, reader.token, `${base}/${fileId}`)).bytes.equals(pdfBytes)).toBe(true);
    const refused = await upload(t, reader.token, base, "x.png", pngBytes);
    expect(refused.status).toBe(403);
    expect((await t.request("DELETE", `${base}/${fileId}`, { token: reader.token })).status).toBe(403);
    const clerk = await t.member(owner.token, [{ action: "read", resource: "TxJournal" }, { action: "create", resource: "TxJournal" }], "clerk");
    expect((await upload(t, clerk.token, base, "y.png", pngBytes)).status).toBe(201);
    expect((await t.request("DELETE", `${base}/${fileId}`, { token: clerk.token })).status).toBe(403);
    expect(storedFiles(t)).toHaveLength(2);
  });
});

describe("journal attachments (S3 storage, s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp["owner"]>>;
  beforeAll(async () => {
    s3 = await startS3();
    t = await TestApp.start({ s3Url: s3.url });
    owner = await t.owner("attach-s3");
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it("stores in the bucket, downloads the same bytes and deletes the object", async () => {
    expect(t.app.ctx.storage.kind).toBe("s3");
    const journalId = await journalOf(t, owner.token);
    const base = `/api/transactions/journal/${journalId}/attachments`;
    const xlsx = await xlsxBytes();
    const res = await upload(t, owner.token, base, "rincian.xlsx", xlsx);
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    const key = `${owner.companyId}/journal/${journalId}/${id}`;
    expect((await t.app.ctx.storage.get(key))?.equals(xlsx)).toBe(true);
    const got = await download(t, owner.token, `${base}/${id}`);
    expect(got.bytes.equals(xlsx)).toBe(true);
    expect((await t.request("DELETE", `${base}/${id}`, { token: owner.token })).status).toBe(200);
    expect(await t.app.ctx.storage.get(key)).toBeNull();
    expect(storedFiles(t)).toEqual([]);
  });
});
