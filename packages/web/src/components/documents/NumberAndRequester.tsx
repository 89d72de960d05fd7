import type { DocumentState } from "@neraca/core";
import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";

/** Number and requester beside a document's status tag (`DocumentScreen`'s heading facts). */
export function NumberAndRequester({ doc }: { doc: DocumentState }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8}>
      <Typography.Text strong data-testid="document-number">
        {doc.number ?? t("lifecycle.no_number")}
      </Typography.Text>
      {doc.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: doc.requested_by_name })}</Typography.Text>}
    </Space>
  );
}
