import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { TestApp } from "../test/harness.js";

let t: TestApp;
let app: FastifyInstance;
const script = `export const answer = "${"forty-two ".repeat(400)}";\n`;
const html = `<!doctype html><title>Neraca</title><script type="module" src="/assets/index-abc123.js"></script>${"<!-- -->".repeat(200)}`;

/** A small built web app: a hashed script with its .br and .gz copies, index.html with its copies. */
function fakeWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "neraca-web-"));
  mkdirSync(path.join(dir, "assets"));
  const write = (name: string, content: string) => {
    writeFileSync(path.join(dir, name), content);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
  };
  write("assets/index-abc123.js", script);
  write("index.html", html);
  writeFileSync(path.join(dir, "assets/only-plain-def456.css"), "body{margin:0}");
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

beforeAll(async () => {
  t = await TestApp.start();
  app = await buildApp({ config: t.app.ctx.config, database: t.database, serveWeb: true, webRoot: fakeWebRoot(), logger: false });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("web delivery", () => {
  it("sends a hashed asset in brotli when accepted, cached for a year and immutable", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("sends gzip to a browser without brotli, and the plain file to one that accepts neither", async () => {
    const gz = await get("/assets/index-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    for (const accept of [undefined, "identity", "deflate"]) {
      const plain = await get("/assets/index-abc123.js", accept);
      expect([accept, plain.statusCode, plain.headers["content-encoding"]]).toEqual([accept, 200, undefined]);
      expect(plain.body).toBe(script);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("sends an asset without compressed copies as it is", async () => {
    const res = await get("/assets/only-plain-def456.css", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("body{margin:0}");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never lets browsers keep index.html or other unhashed files without asking", async () => {
    for (const url of ["/", "/index.html", "/dashboard", "/master-data/office/detail/1"]) {
      const res = await get(url, "br, gzip");
      expect([url, res.statusCode, res.headers["cache-control"], res.headers["content-encoding"]]).toEqual([url, 200, "no-cache", "br"]);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
    const plain = await get("/dashboard");
    expect([plain.statusCode, plain.headers["cache-control"], plain.headers["content-encoding"]]).toEqual([200, "no-cache", undefined]);
    expect(plain.body).toBe(html);
    const icon = await get("/favicon.svg", "br");
    expect([icon.statusCode, icon.headers["cache-control"]]).toEqual([200, "no-cache"]);
  });

  it("answers a missing asset and an unknown API path with 404, not the page", async () => {
    const asset = await get("/assets/index-old999.js", "br");
    expect([asset.statusCode, asset.headers["content-type"]]).toEqual([404, "application/json; charset=utf-8"]);
    const api = await get("/api/unknown", "br");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
    const traversal = await get("/assets/../../etc/passwd", "br");
    expect(traversal.statusCode).not.toBe(500);
    expect(traversal.body).not.toContain("root:");
  });
});
