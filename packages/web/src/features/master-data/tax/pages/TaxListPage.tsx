import { taxBody, taxKinds } from "@neraca/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../../lib/i18n";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { useChoiceFilter } from "../../components/ListFilters";
import { codeColumn, nameColumn, recordColumn } from "../../components/columns";
import { type Tax, TAX_PATH, type TaxKind } from "../api";
import { formatRate } from "../rate";

const importColumns = columnsOf(taxBody);

/** `/master-data/tax`: the company's taxes (the Indonesian ones seeded), rate, base share and effective rate. */
export function TaxListPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [kind, kindFilter] = useChoiceFilter<TaxKind>(taxKinds, { labels: "md.tax.kinds", label: "md.fields.kind", placeholder: "md.tax.all_kinds", width: 200 });
  const percent = (value: string) => <span className="amount">{formatRate(value, language)}%</span>;
  return (
    <MasterDataList<Tax>
      path={TAX_PATH}
      resource="MdTax"
      texts="md.tax"
      importColumns={importColumns}
      filters={{ kind }}
      filterControls={kindFilter}
      columns={[
        codeColumn(t, 110),
        nameColumn(t, { plain: true }),
        { title: t("md.fields.kind"), dataIndex: "kind", key: "kind", render: (value: TaxKind) => <Tag>{t(`md.tax.kinds.${value}`)}</Tag> },
        { title: t("md.fields.rate"), dataIndex: "rate", key: "rate", sorter: true, align: "right", render: percent },
        {
          title: t("md.tax.base_share"),
          key: "base",
          align: "right",
          render: (_: unknown, row) => <span className="amount">{`${row.base_numerator}/${row.base_denominator}`}</span>,
        },
        { title: t("md.tax.effective_rate"), dataIndex: "effective_rate", key: "effective_rate", align: "right", render: percent },
        recordColumn(t("md.fields.sell_account_id"), "sell_account_id", "master-data/chart-of-account", true),
        recordColumn(t("md.fields.buy_account_id"), "buy_account_id", "master-data/chart-of-account", true),
      ]}
    />
  );
}
