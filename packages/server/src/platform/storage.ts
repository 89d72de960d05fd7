import { mkdir, readFile, rm, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { newId } from "./ids.js";

/**
 * Where uploaded files live (DESIGN §10, §12): a folder under DATA_DIR by default, S3-compatible
 * storage when S3_URL is set. Keys are `/`-separated paths of plain segments (`company/journal/doc/file`).
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no object under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (S3); called when the app closes. */
  close?(): void;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const SEGMENTS_MAX = 8;

/** Refuses any key that could name something outside the storage's root (`..`, `/abs`, `a\b`, empty segments). */
export function checkKey(key: string): string {
  const segments = key.split("/");
  if (segments.length > SEGMENTS_MAX || !segments.every((s) => SEGMENT.test(s) && !s.includes(".."))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Files in a folder; a write goes to a temporary name first, so a reader never sees half a file. */
export class LocalStorage implements FileStorage {
  readonly kind = "local" as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, checkKey(key));
    // Second wall: whatever the key, the file stays inside the root.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${newId()}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket (the URL's path after the bucket), may be empty. */
  prefix: string;
}

/**
 * `s3://ACCESS:SECRET@host[:port]/bucket[/prefix]?region=…` (HTTPS; `?tls=false` for plain HTTP),
 * or the same with `http://` or `https://`. Path-style addressing, so any S3-compatible server works.
 */
export function parseS3Url(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error("S3_URL is not a URL");
  }
  const scheme = url.protocol.replace(":", "");
  if (!["s3", "http", "https"].includes(scheme)) throw new Error(`S3_URL must start with s3://, http:// or https://, got ${scheme}://`);
  const [bucket = "", ...rest] = url.pathname.split("/").filter(Boolean);
  if (!bucket) throw new Error("S3_URL names no bucket (s3://ACCESS:SECRET@host/bucket)");
  if (!url.username || !url.password) throw new Error("S3_URL needs the access key and secret (s3://ACCESS:SECRET@host/bucket)");
  const secure = scheme === "https" || (scheme === "s3" && url.searchParams.get("tls") !== "false");
  return {
    endpoint: `${secure ? "https" : "http"}://${url.host}`,
    bucket,
    region: url.searchParams.get("region") || "us-east-1",
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    prefix: rest.map(decodeURIComponent).join("/"),
  };
}

export class S3Storage implements FileStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    });
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The storage the configuration names: S3 when S3_URL is set, else `<DATA_DIR>/files`. */
export function openStorage(config: { dataDir: string; s3Url: string | null }): FileStorage {
  if (config.s3Url) return new S3Storage(parseS3Url(config.s3Url));
  return new LocalStorage(path.join(config.dataDir, "files"));
}
