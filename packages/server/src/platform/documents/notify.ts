import { formatMoney, type Language, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inTransaction } from "../../db/tenant.js";
import type { Actor } from "../audit.js";
import { approvalMail } from "../mail.js";
import type { AnyDocumentType } from "./document-type.js";
import type { ApprovalNotice } from "./documents.service.js";

interface Recipient {
  document_id: string;
  email: string;
  language: string;
  number: string | null;
  amount: string;
  requester: string | null;
}

/**
 * Mails the approvers of the levels documents have just entered (users named, and members of the
 * roles named), never the requester, nor the creator unless the module lets them approve (four eyes). Runs after the command committed; a mail that fails is logged
 * and does not undo the approval step.
 */
export async function notifyApprovers(app: FastifyInstance, actor: Actor, type: AnyDocumentType, notices: ApprovalNotice[]) {
  try {
    const recipients = await inTransaction(
      app.ctx.database.db,
      actor,
      async (tx) => {
        const out: Recipient[] = [];
        for (const notice of notices) {
          const userIds = notice.level.approvers.filter((a) => a.type === "user").map((a) => a.id);
          const roleIds = notice.level.approvers.filter((a) => a.type === "role").map((a) => a.id);
          const result = await tx.execute(sql`
            SELECT d.id AS document_id, u.email, u.language, d.number, d.amount::text AS amount, r.user_name AS requester
            FROM documents d
            JOIN users u ON u.id IN (
              SELECT m.user_id FROM memberships m WHERE m.company_id = d.company_id AND (
                m.user_id = ANY(${`{${userIds.join(",")}}`}::uuid[])
                OR m.user_id IN (SELECT mr.user_id FROM member_roles mr WHERE mr.company_id = d.company_id AND mr.role_id = ANY(${`{${roleIds.join(",")}}`}::uuid[]))))
            LEFT JOIN users r ON r.id = d.requested_by
            WHERE d.company_id = ${actor.companyId} AND d.id = ${notice.documentId} AND u.id IS DISTINCT FROM d.requested_by
              AND (u.id IS DISTINCT FROM d.created_by OR EXISTS (SELECT 1 FROM module_approval_settings s
                WHERE s.company_id = d.company_id AND s.module = d.approval_module AND s.allow_creator_approval))`);
          out.push(...(result as unknown as { rows: Recipient[] }).rows);
        }
        return out;
      },
      { readOnly: true },
    );
    for (const r of recipients) {
      const language: Language = r.language === "id" ? "id" : "en";
      const params = { document: type.title[language], number: r.number ?? "", amount: formatMoney(r.amount), requester: r.requester ?? "" };
      const link = `${app.ctx.config.appUrl}/transactions/module-approval`;
      await app.ctx.mailer.send(
        approvalMail(
          r.email,
          translate("approval_mail_subject", language, params),
          translate("approval_mail_body", language, { ...params, link }),
          type.title[language],
          link,
        ),
      );
    }
  } catch (error) {
    app.log.error({ err: error }, "approval mail failed");
  }
}
