import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { JournalStatus } from "../api";

export function JournalStatusTag({ status }: { status: JournalStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === "posted" ? "green" : "orange"}>{t(`journals.statuses.${status}`)}</Tag>;
}
