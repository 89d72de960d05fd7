import { contactBody, contactTypes } from "@neraca/core";
import { useQueries } from "@tanstack/react-query";
import { Badge, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { QueryParams } from "../../../../lib/api";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { type Contact, CONTACT_PATH, contactApi } from "../api";
import { contactColumns } from "../components/contact-columns";

const importColumns = columnsOf(contactBody);
const tabs = ["all", ...contactTypes, "groups"] as const;
type TabKey = (typeof tabs)[number];

const filtersOf = (tab: TabKey): QueryParams =>
  tab === "all" ? {} : tab === "groups" ? { is_group: "true" } : { type: tab };

/**
 * `/master-data/contact/home` (the spec's contactHome list): contacts by type, one tab per type with
 * how many there are, and the group contacts.
 */
export function ContactHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab === params.get("type")) ?? "all";
  const counts = useQueries({
    queries: tabs.map((tab) => ({
      queryKey: ["master-data", CONTACT_PATH, "count", tab],
      queryFn: () => contactApi.list({ ...filtersOf(tab), per_page: 1 }),
      staleTime: 30_000,
    })),
  });
  const label = (tab: TabKey, index: number) => {
    const total = counts[index]?.data?.meta.total;
    const name = tab === "all" ? t("md.contact.all") : tab === "groups" ? t("md.contact.groups") : t(`md.contact.types_plural.${tab}`);
    return (
      <span className="tab-with-count">
        {name} <Badge count={total ?? 0} showZero overflowCount={99999} color={total ? "#0f766e" : "#94a3b8"} />
      </span>
    );
  };
  return (
    <MasterDataList<Contact>
      path={CONTACT_PATH}
      resource="MdContact"
      texts="md.contact"
      title={t("md.contact.home_title")}
      subtitle={t("md.contact.home_subtitle")}
      importColumns={importColumns}
      testId="contact-home-table"
      filters={filtersOf(active)}
      addTo={contactTypes.some((type) => type === active) ? `/master-data/${CONTACT_PATH}/add?type=${active}` : undefined}
      above={
        <Tabs
          activeKey={active}
          onChange={(key) => setParams(key === "all" ? {} : { type: key }, { replace: true })}
          items={tabs.map((tab, index) => ({ key: tab, label: label(tab, index) }))}
          data-testid="contact-type-tabs"
        />
      }
      columns={contactColumns(t)}
    />
  );
}
