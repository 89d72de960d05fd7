import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBytes, startS3 } from "../test/files.js";
import { checkKey, type FileStorage, LocalStorage, openStorage } from "./storage.js";
import { parseS3Url, S3Storage } from "./storage-s3.js";

/** The same contract for every storage: bytes back as written, missing is null, delete is final. */
async function roundTrip(storage: FileStorage) {
  const key = "c0mpany/journal/0190/file-1";
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, pngBytes, "image/png");
  expect((await storage.get(key))?.equals(pngBytes)).toBe(true);
  const other = Buffer.from("second version");
  await storage.put(key, other, "application/pdf");
  expect((await storage.get(key))?.toString()).toBe("second version");
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key); // removing twice is not an error
}

describe("storage keys", () => {
  it("accept plain segments and refuse anything that could leave the root", () => {
    expect(checkKey("a/b-c/d_e.f")).toBe("a/b-c/d_e.f");
    for (const bad of ["../x", "a/../../etc/passwd", "/abs", "a//b", "a\\b", "", ".hidden", "a/..", "a/b/", `a/${"x".repeat(200)}`]) {
      expect(() => checkKey(bad), bad).toThrow(/invalid storage key/);
    }
  });
});

describe("local storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "neraca-files-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps files under its folder and gives back the same bytes", async () => {
    const storage = new LocalStorage(root);
    await roundTrip(storage);
    await storage.put("k1/doc", pngBytes, "image/png");
    expect(existsSync(path.join(root, "k1", "doc"))).toBe(true);
    // No temporary file is left behind.
    expect(readdirSync(path.join(root, "k1"))).toEqual(["doc"]);
    await expect(storage.put("../outside", pngBytes, "image/png")).rejects.toThrow(/invalid storage key/);
    await expect(storage.get("k1/../../etc/passwd")).rejects.toThrow(/invalid storage key/);
    expect(existsSync(path.join(root, "..", "outside"))).toBe(false);
  });

  it("is what the configuration gives without S3_URL: DATA_DIR/files", async () => {
    const storage = await openStorage({ dataDir: root, s3Url: null });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe(path.join(root, "files"));
  });
});

describe("S3_URL", () => {
  it("parses s3:// and http(s):// forms, path-style", () => {
    expect(parseS3Url("s3://AK:S%2Fecret@minio.local:9000/bukti/neraca/files?region=ap-southeast-3")).toEqual({
      endpoint: "https://minio.local:9000",
      bucket: "bukti",
      region: "ap-southeast-3",
      accessKeyId: "AK",
      secretAccessKey: "S/ecret",
      prefix: "neraca/files",
    });
    expect(parseS3Url("s3://AK:SK@localhost:9000/b?tls=false")).toMatchObject({ endpoint: "http://localhost:9000", region: "us-east-1", prefix: "" });
    expect(parseS3Url("http://AK:SK@127.0.0.1:4568/b")).toMatchObject({ endpoint: "http://127.0.0.1:4568", bucket: "b" });
  });

  it("refuses a URL without bucket, credentials or a known scheme", () => {
    expect(() => parseS3Url("s3://AK:SK@host")).toThrow(/no bucket/);
    expect(() => parseS3Url("s3://host/bucket")).toThrow(/access key/);
    expect(() => parseS3Url("ftp://AK:SK@host/bucket")).toThrow(/must start with/);
    expect(() => parseS3Url("not a url")).toThrow(/not a URL/);
  });
});

describe("S3 storage (s3rver on 127.0.0.1)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startS3();
    storage = (await openStorage({ dataDir: tmpdir(), s3Url: s3.url })) as S3Storage;
  });
  afterAll(async () => {
    storage?.close();
    await s3?.stop();
  });

  it("gives back the same bytes, answers null for a missing key and deletes", async () => {
    expect(storage).toBeInstanceOf(S3Storage);
    await roundTrip(storage);
  });

  it("writes under the URL's prefix inside the bucket", async () => {
    const prefixed = new S3Storage(parseS3Url(s3.url.replace("/neraca?", "/neraca/tenant-files?")));
    await prefixed.put("a/b", pngBytes, "image/png");
    expect(await storage.get("tenant-files/a/b")).toEqual(pngBytes);
    expect(await storage.get("a/b")).toBeNull();
    prefixed.close();
  });
});
