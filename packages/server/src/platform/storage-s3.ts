import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { checkKey, type FileStorage } from "./storage.js";

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
