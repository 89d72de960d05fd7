import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import S3rver from "s3rver";
import type { TestApp } from "./harness.js";

/** A 1×1 PNG. */
export const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** A one-page PDF (the magic `%PDF-` is what the check reads). */
export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** JPEG start of image and JFIF header. */
export const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);

export async function xlsxBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Bukti").addRow(["Kwitansi", 150000]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file in the field `file`, as antd Upload sends it. */
export function multipart(fileName: string, bytes: Buffer, contentType = "application/octet-stream", field = "file") {
  const boundary = `----neraca${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads one file to `url` with the app's inject; answers status, parsed body and headers. */
export async function upload(
  t: TestApp,
  token: string,
  url: string,
  fileName: string,
  bytes: Buffer,
  contentType?: string,
  headers: Record<string, string> = {},
) {
  const body = multipart(fileName, bytes, contentType);
  const res = await t.app.inject({ method: "POST", url, headers: { ...headers, ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Downloads with the app's inject, keeping the bytes. */
export async function download(t: TestApp, token: string, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
}

/** An S3-compatible server on 127.0.0.1 (s3rver) with one bucket, for as long as the test needs it. */
export async function startS3(bucket = "neraca") {
  const directory = mkdtempSync(path.join(tmpdir(), "neraca-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
