import { z } from "zod";

/** What a document may carry as attachments, checked by content on the server (DESIGN §12). */
export const ATTACHMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;

export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** The `accept` list of a file picker for attachments. */
export const ATTACHMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.xlsx";

export const attachmentParams = z.strictObject({ id: z.uuid(), file: z.uuid() });

/** One attachment of a document, as `GET …/:id/attachments` lists it. */
export const attachmentOut = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES),
  size_bytes: z.number().int().positive(),
  created_by: z.uuid(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});

export type AttachmentOut = z.infer<typeof attachmentOut>;

export const attachmentListResponse = z.object({ data: z.array(attachmentOut) });
