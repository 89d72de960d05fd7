import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** Shown while a screen's chunk or first data loads. */
export function PageSpinner({ full = false }: { full?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={full ? "page-spinner page-spinner-full" : "page-spinner"} role="status">
      <Spin size="large" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
