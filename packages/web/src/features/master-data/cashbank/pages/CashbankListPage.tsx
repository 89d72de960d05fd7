import { cashbankBody } from "@neraca/core";
import { Segmented } from "antd";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../../../lib/api";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { codeColumn, nameColumn, recordColumn, textColumn } from "../../components/columns";
import { type Cashbank, CASHBANK_PATH, cashbankApi } from "../api";
import { listLocally } from "../local-list";

const importColumns = columnsOf(cashbankBody);
const ALL_PATH = `/master-data/${CASHBANK_PATH}/all`;

/** The available list is answered whole; the table pages, searches and sorts it here. */
const fetchAvailable = async (params: QueryParams) => {
  const answer = await cashbankApi.available();
  return listLocally(answer.data, params, {
    search: (row) => [row.code, row.name, row.bank_name, row.account_number, row.account_name],
    sortable: { code: (row) => row.code, name: (row) => row.name },
  });
};

/**
 * `/master-data/cashbank`: the cash and bank accounts the signed-in user may use (mapped to them, or
 * all for the owner and cash/bank managers); `/master-data/cashbank/all` (the spec's cashbankAll):
 * every one, active or not.
 */
export function CashbankListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = useLocation().pathname.replace(/\/+$/, "") === ALL_PATH;
  return (
    <MasterDataList<Cashbank>
      key={all ? "all" : "available"}
      path={CASHBANK_PATH}
      resource="MdCashbank"
      texts="md.cashbank"
      title={all ? t("md.cashbank.all_title") : undefined}
      subtitle={all ? t("md.cashbank.all_subtitle") : undefined}
      importColumns={importColumns}
      fetch={all ? undefined : fetchAvailable}
      queryKey={["master-data", CASHBANK_PATH, all ? "all" : "available"]}
      above={
        <Segmented
          value={all ? "all" : "available"}
          onChange={(value) => void navigate(value === "all" ? ALL_PATH : `/master-data/${CASHBANK_PATH}`)}
          options={[
            { value: "available", label: t("md.cashbank.mine") },
            { value: "all", label: t("md.cashbank.everything") },
          ]}
          className="md-levels"
          data-testid="cashbank-scope"
        />
      }
      columns={[
        codeColumn(t, 120),
        nameColumn(t),
        recordColumn(t("md.fields.account_id"), "account_id", "master-data/chart-of-account"),
        textColumn(t("fields.bank_name"), "bank_name"),
        textColumn(t("md.fields.account_number"), "account_number"),
        textColumn(t("md.fields.account_name"), "account_name"),
      ]}
    />
  );
}
