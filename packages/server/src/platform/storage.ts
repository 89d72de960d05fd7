import { mkdir, readFile, rm, rename, writeFile } from "node:fs/promises";
import path from "node:path";
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

/**
 * The storage the configuration names: S3 when S3_URL is set, else `<DATA_DIR>/files`. The S3
 * client is loaded only when it is used.
 */
export async function openStorage(config: { dataDir: string; s3Url: string | null }): Promise<FileStorage> {
  if (!config.s3Url) return new LocalStorage(path.join(config.dataDir, "files"));
  const { parseS3Url, S3Storage } = await import("./storage-s3.js");
  return new S3Storage(parseS3Url(config.s3Url));
}
