import { currencyCodes, exchangeRateBody, formatAmount, rateKinds } from "@neraca/core";
import { Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../../lib/dates";
import { useUiLanguage } from "../../../../lib/i18n";
import { columnsOf, dash, MasterDataList } from "../../components/MasterDataList";
import { type ExchangeRate, EXCHANGE_RATE_PATH } from "../api";

const importColumns = columnsOf(exchangeRateBody);

/** `/master-data/exchange-rate`: the booking and tax rates with their history, newest first, by currency and kind. */
export function ExchangeRateListPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [currency, setCurrency] = useState<string | undefined>();
  const [kind, setKind] = useState<string | undefined>();
  return (
    <MasterDataList<ExchangeRate>
      path={EXCHANGE_RATE_PATH}
      resource="MdExchangeRate"
      texts="md.exchange_rate"
      importColumns={importColumns}
      testId="exchange-rate-table"
      filters={{ currency, kind, sort: "-date" }}
      filterControls={
        <Space wrap>
          <Select
            allowClear
            showSearch
            placeholder={t("md.exchange_rate.currency")}
            value={currency}
            onChange={setCurrency}
            style={{ minWidth: 160 }}
            options={currencyCodes.map((c) => ({ value: c, label: c }))}
            data-testid="exchange-rate-filter-currency"
          />
          <Select
            allowClear
            placeholder={t("md.exchange_rate.kind")}
            value={kind}
            onChange={setKind}
            style={{ minWidth: 200 }}
            options={rateKinds.map((k) => ({ value: k, label: t(`md.exchange_rate.kinds.${k}`) }))}
            data-testid="exchange-rate-filter-kind"
          />
        </Space>
      }
      columns={[
        { title: t("md.exchange_rate.date"), dataIndex: "date", key: "date", sorter: true, width: 140, render: (v: string) => formatDate(v) },
        { title: t("md.exchange_rate.currency"), dataIndex: "currency", key: "currency", sorter: true, width: 110 },
        { title: t("md.exchange_rate.kind"), dataIndex: "kind", key: "kind", sorter: true, width: 170, render: (v: string) => t(`md.exchange_rate.kinds.${v}`) },
        { title: t("md.exchange_rate.rate"), dataIndex: "rate", key: "rate", sorter: true, align: "end", render: (v: string) => formatAmount(v, language, { fraction: "rate" }) },
        { title: t("md.exchange_rate.source"), dataIndex: "source", key: "source", render: dash },
      ]}
    />
  );
}
