import { menuTitles, type Resource, screens } from "@neraca/core";
import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAbility } from "../lib/ability";
import { currentLanguage } from "../lib/i18n";

/**
 * Where a pick list's records come from: the master data whose list screen and add screen (core's
 * screen registry) sit at the list's API path, or at its parent (`master-data/cashbank/available`
 * lists cash and bank accounts).
 */
export function pickListSource(path: string): { addPath: string; resource: Resource; titleKey: string } | null {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  for (const base of [trimmed, trimmed.split("/").slice(0, -1).join("/")]) {
    const add = screens.find((s) => s.path === `/${base}/add`);
    const list = screens.find((s) => s.path === `/${base}` && s.menu);
    if (add?.permission && list?.menu) return { addPath: add.path, resource: add.permission.resource, titleKey: list.menu.key };
  }
  return null;
}

/**
 * What a select over master data shows while that master data is empty (no employees for a cash
 * advance, no cash or bank account to pay from): what to add, and a link to add it for those who may.
 * `path`: the list's API path (`master-data/employee`).
 */
export function EmptyPickList({ path }: { path: string }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const source = pickListSource(path);
  if (!source) return <>{t("table.no_data")}</>;
  const title = menuTitles[source.titleKey]?.[currentLanguage()] ?? source.titleKey;
  return (
    <Space orientation="vertical" size={4} style={{ padding: "4px 0" }} data-testid="empty-pick-list">
      <Typography.Text type="secondary">{t("pick_list.empty", { what: title.toLocaleLowerCase(currentLanguage()) })}</Typography.Text>
      {ability.can("create", source.resource) ? (
        <Link to={source.addPath} data-testid="empty-pick-list-add">
          {t("pick_list.add", { title })}
        </Link>
      ) : (
        <Typography.Text type="secondary">{t("pick_list.ask", { title })}</Typography.Text>
      )}
    </Space>
  );
}
