import type { DocumentState } from "@neraca/core";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../lib/dates";
import { lastEvent, lastRejection } from "./document-state";

/**
 * Where a document stands when someone else must act or has ended it: a pending one waits for its
 * approvers; a rejected one came back with the approver's note (the latest rejection); a cancelled
 * one says who cancelled it, when and why. Nothing otherwise.
 */
export function DocumentStateAlert({ doc, testId = "document-state" }: { doc: Pick<DocumentState, "status" | "approval">; testId?: string }) {
  const { t } = useTranslation();
  const rejection = lastRejection(doc.approval);
  if (doc.status === "pending") return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} data-testid={testId} />;
  if (doc.status === "rejected" && rejection) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("lifecycle.rejected_note", { name: rejection.user_name, date: formatTime(rejection.at) })}
        description={rejection.note}
        data-testid={testId}
      />
    );
  }
  const cancellation = doc.status === "cancelled" ? lastEvent(doc.approval, "cancel") : undefined;
  if (cancellation) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("lifecycle.cancelled_note", { name: cancellation.user_name, date: formatTime(cancellation.at) })}
        description={cancellation.note}
        data-testid={testId}
      />
    );
  }
  return null;
}

/** The older name some screens use. */
export const LifecycleAlert = DocumentStateAlert;
