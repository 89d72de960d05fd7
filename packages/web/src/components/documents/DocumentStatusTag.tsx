import type { DocumentStatus } from "@neraca/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const colors: Record<DocumentStatus, string> = {
  draft: "default",
  pending: "gold",
  rejected: "red",
  approved: "green",
  cancelled: "default",
};

/** A document's lifecycle status (DESIGN §12) as a coloured tag, in the UI language. */
export function DocumentStatusTag({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="document-status" data-status={status} className={status === "cancelled" ? "tag-struck" : undefined}>
      {t(`lifecycle.statuses.${status}`)}
    </Tag>
  );
}
