import type { DocumentState } from "@neraca/core";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { lastRejection } from "../../../components/documents";
import { formatTime } from "../../../lib/dates";

/** A pending document waits; a rejected one carries the approver's note. */
export function DocumentStateAlert({ doc }: { doc: DocumentState }) {
  const { t } = useTranslation();
  const rejection = lastRejection(doc.approval);
  if (doc.status === "pending") return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} data-testid="document-state" />;
  if (doc.status === "rejected" && rejection) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("lifecycle.rejected_note", { name: rejection.user_name, date: formatTime(rejection.at) })}
        description={rejection.note}
        data-testid="document-state"
      />
    );
  }
  return null;
}
