import {
  ATTACHMENT_CONTENT_TYPES,
  type Action,
  type AttachmentContentType,
  type AttachmentOut,
  attachmentListResponse,
  attachmentParams,
  idParams,
  type Resource,
  translate,
} from "@neraca/core";
import { and, asc, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fileTypeFromBuffer } from "file-type";
import type { Tx } from "../db/client.js";
import { attachments, users } from "../db/schema/index.js";
import { inTransaction } from "../db/tenant.js";
import { type Actor, audit } from "./audit.js";
import { AppError, notFound } from "./errors.js";
import { actorOf } from "./guard.js";
import { newId } from "./ids.js";
import type { FileStorage } from "./storage.js";

/** A document carries at most this many files (a bound, not a quota anyone should meet). */
export const ATTACHMENTS_PER_DOCUMENT_MAX = 50;
const FILE_NAME_LENGTH_MAX = 200;

export interface AttachmentsOptions {
  /** The document's route without `/api`, e.g. `/transactions/journal`. */
  base: string;
  /** Stored in `attachments.document_type` and in storage keys: lower case, `journal`, `sales_invoice`. */
  documentType: string;
  resource: Resource;
  /** Throws `notFound()` unless the document exists in the actor's company (run inside the transaction). */
  find: (tx: Tx, actor: Actor, id: string) => Promise<unknown>;
  /** Who may upload and who may delete: `create` and `delete` on the resource unless told otherwise. */
  uploadAction?: Action;
  deleteAction?: Action;
  /** OpenAPI tags of the routes. */
  tags?: string[];
}

const allowed = new Set<string>(ATTACHMENT_CONTENT_TYPES);

/** The type the bytes really are (magic numbers), when it is one we accept; what the client said is ignored. */
export async function detectAttachmentType(bytes: Buffer): Promise<AttachmentContentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && allowed.has(found.mime) ? (found.mime as AttachmentContentType) : null;
}

/** The last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (!clean) return "file";
  if (clean.length <= FILE_NAME_LENGTH_MAX) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, FILE_NAME_LENGTH_MAX - extension.length) + extension;
}

/** `10 MB`, `512 KB`, `900 bytes`: for the size-limit message. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** `content-disposition` for a download: a plain ASCII name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function listOf(tx: Tx, actor: Actor, documentType: string, documentId: string): Promise<AttachmentOut[]> {
  const rows = await tx
    .select({
      id: attachments.id,
      file_name: attachments.fileName,
      content_type: attachments.contentType,
      size_bytes: attachments.sizeBytes,
      created_by: attachments.createdBy,
      created_by_name: users.userName,
      created_at: attachments.createdAt,
    })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.createdBy))
    .where(and(eq(attachments.companyId, actor.companyId), eq(attachments.documentType, documentType), eq(attachments.documentId, documentId)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return rows.map((r) => ({ ...r, content_type: r.content_type as AttachmentContentType, created_at: r.created_at.toISOString() }));
}

async function findAttachment(tx: Tx, actor: Actor, documentType: string, documentId: string, id: string) {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.companyId, actor.companyId),
        eq(attachments.id, id),
        eq(attachments.documentType, documentType),
        eq(attachments.documentId, documentId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * For a document being deleted: removes its attachment rows (with an audit row) inside the
 * document's transaction and returns the storage keys, for `removeStoredObjects` after the commit.
 */
export async function deleteDocumentAttachments(tx: Tx, actor: Actor, documentType: string, documentId: string): Promise<string[]> {
  const removed = await tx
    .delete(attachments)
    .where(and(eq(attachments.companyId, actor.companyId), eq(attachments.documentType, documentType), eq(attachments.documentId, documentId)))
    .returning({ id: attachments.id, fileName: attachments.fileName, storageKey: attachments.storageKey });
  if (removed.length) {
    await audit(tx, actor, "detach", documentType, documentId, { attachment_ids: removed.map((r) => r.id), file_names: removed.map((r) => r.fileName) });
  }
  return removed.map((r) => r.storageKey);
}

/** Removes objects whose rows are gone (after the commit); a failure is logged, never thrown. */
export async function removeStoredObjects(
  storage: FileStorage,
  keys: readonly string[],
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((e: unknown) => log.error({ err: e, storageKey: key }, "could not remove a deleted attachment's object"));
  }
}

/**
 * Adds a document's attachment routes: `GET {base}/:id/attachments` (list), `POST` (upload, one
 * multipart/form-data file in the field `file`, as antd Upload sends it), `GET …/:file` (download)
 * and `DELETE …/:file`. The object is written before its row and removed again when the
 * transaction fails; a row is deleted in the transaction and its object after it commits.
 */
export function registerAttachments(app: FastifyInstance, options: AttachmentsOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const storage: FileStorage = app.ctx.storage;
  const { base, documentType, resource, find } = options;
  const tags = options.tags ?? ["attachments"];
  const permission = (action: Action) => ({ permission: { action, resource } });
  const uploadMaxBytes = app.ctx.config.uploadMaxBytes;

  api.get(
    `${base}/:id/attachments`,
    { config: permission("read"), schema: { tags, params: idParams, response: { 200: attachmentListResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const data = await inTransaction(
        db,
        actor,
        async (tx) => {
          await find(tx, actor, request.params.id);
          return listOf(tx, actor, documentType, request.params.id);
        },
        { readOnly: true },
      );
      return { data };
    },
  );

  api.post(
    `${base}/:id/attachments`,
    { config: permission(options.uploadAction ?? "create"), schema: { tags, params: idParams, consumes: ["multipart/form-data"] } },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = request.language;
      if (!request.isMultipart()) throw new AppError(415, "attachment_file_required");
      const part = await request.file({ limits: { fileSize: uploadMaxBytes, files: 1, fields: 10 } });
      if (!part) throw new AppError(422, "attachment_file_required", {}, { file: [translate("attachment_file_required", language)] });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new AppError(413, "attachment_too_large", { max: formatBytes(uploadMaxBytes) });
        }
        throw error;
      }
      const fileName = cleanFileName(part.filename);
      if (bytes.length === 0) throw new AppError(422, "attachment_file_required", {}, { file: [translate("attachment_file_required", language)] });
      const contentType = await detectAttachmentType(bytes);
      if (!contentType) throw new AppError(415, "attachment_type_not_allowed", { file_name: fileName });
      const id = newId();
      const storageKey = `${actor.companyId}/${documentType}/${request.params.id}/${id}`;
      let stored = false;
      try {
        const data = await inTransaction(db, actor, async (tx) => {
          await find(tx, actor, request.params.id);
          const [existing] = await tx
            .select({ n: count() })
            .from(attachments)
            .where(
              and(
                eq(attachments.companyId, actor.companyId),
                eq(attachments.documentType, documentType),
                eq(attachments.documentId, request.params.id),
              ),
            );
          if ((existing?.n ?? 0) >= ATTACHMENTS_PER_DOCUMENT_MAX) {
            throw new AppError(422, "attachment_limit_reached", { max: ATTACHMENTS_PER_DOCUMENT_MAX });
          }
          // The object first: a row never names bytes that are not there.
          await storage.put(storageKey, bytes, contentType);
          stored = true;
          const row = {
            companyId: actor.companyId,
            id,
            documentType,
            documentId: request.params.id,
            fileName,
            contentType,
            sizeBytes: bytes.length,
            storageKey,
            createdBy: actor.userId,
          };
          await tx.insert(attachments).values(row);
          await audit(tx, actor, "attach", documentType, request.params.id, { attachment_id: id, file_name: fileName, content_type: contentType, size_bytes: bytes.length });
          return (await listOf(tx, actor, documentType, request.params.id)).find((a) => a.id === id);
        });
        return reply.code(201).send({ message: translate("attachment_uploaded", language), data });
      } catch (error) {
        if (stored) {
          await storage.delete(storageKey).catch((e: unknown) => request.log.error({ err: e, storageKey }, "could not remove the object of a failed upload"));
        }
        throw error;
      }
    },
  );

  api.get(
    `${base}/:id/attachments/:file`,
    { config: permission("read"), schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await inTransaction(
        db,
        actor,
        async (tx) => {
          await find(tx, actor, request.params.id);
          return findAttachment(tx, actor, documentType, request.params.id, request.params.file);
        },
        { readOnly: true },
      );
      const bytes = await storage.get(row.storageKey);
      if (!bytes) {
        request.log.error({ storageKey: row.storageKey }, "an attachment's object is missing from the storage");
        throw notFound();
      }
      return reply
        .header("content-type", row.contentType)
        .header("content-length", bytes.length)
        .header("content-disposition", contentDisposition(row.fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  api.delete(
    `${base}/:id/attachments/:file`,
    { config: permission(options.deleteAction ?? "delete"), schema: { tags, params: attachmentParams } },
    async (request) => {
      const actor = actorOf(request);
      const row = await inTransaction(db, actor, async (tx) => {
        await find(tx, actor, request.params.id);
        const found = await findAttachment(tx, actor, documentType, request.params.id, request.params.file);
        await tx.delete(attachments).where(and(eq(attachments.companyId, actor.companyId), eq(attachments.id, found.id)));
        await audit(tx, actor, "detach", documentType, request.params.id, { attachment_id: found.id, file_name: found.fileName });
        return found;
      });
      // After the commit: a failed removal leaves an unreferenced object, never a row without its file.
      await removeStoredObjects(storage, [row.storageKey], request.log);
      return { message: translate("attachment_deleted", request.language) };
    },
  );
}
