import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { Closing } from "../api";

export function ClosingStatusTag({ status }: { status: Closing["status"] }) {
  const { t } = useTranslation();
  return <Tag color={status === "closed" ? "red" : "default"}>{t(`closing.statuses.${status}`)}</Tag>;
}
