import { FileExcelOutlined, PlusOutlined } from "@ant-design/icons";
import type { DocumentStatus } from "@neraca/core";
import { Card, DatePicker, Select, Space, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocumentStatusTag, statusFilterOptions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { invoiceApi, type PurchaseInvoice } from "../api";
import { EbupotButton } from "../components/EbupotButton";
import { SettlementTag } from "../components/SettlementTag";
import { ToleranceButton } from "../components/ToleranceButton";

type Mode = "invoice" | "ap" | "outstanding";
type Settlement = "all" | "unposted" | "open" | "paid";

const titles: Record<Mode, string> = { invoice: "payables.invoices.title", ap: "payables.ap.title", outstanding: "payables.ap.outstanding_title" };
const detailOf: Record<Mode, string> = {
  invoice: "/transactions/purchase-invoice/detail",
  ap: "/transactions/ap-posting/detail",
  outstanding: "/transactions/ap-posting/detail",
};

/**
 * `/transactions/purchase-invoice` (every invoice), `/transactions/ap-posting` (what waits to be
 * posted to AP, and what is posted) and `/transactions/ap-posting/outstanding` (posted, not yet paid).
 */
export function InvoiceListPage({ mode = "invoice" }: { mode?: Mode }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState<DocumentStatus | "all">("all");
  const [settlement, setSettlement] = useState<Settlement>(mode === "ap" ? "unposted" : mode === "outstanding" ? "open" : "all");
  const filters = {
    date_from: range?.[0]?.format(DATE_FORMAT),
    date_to: range?.[1]?.format(DATE_FORMAT),
    status: status === "all" ? undefined : status,
    settlement: settlement === "all" ? undefined : settlement,
  };
  const canCreate = ability.can("create", "TxPurchaseInvoice");
  return (
    <>
      <PageHeader
        title={t(titles[mode])}
        subtitle={t(`${titles[mode]}_subtitle`)}
        trail={[{ title: t("menu.payables") }, { title: t(titles[mode]) }]}
        actions={
          <Space wrap>
            {mode === "invoice" && <ToleranceButton />}
            {mode === "invoice" && <EbupotButton />}
            {mode !== "invoice" && (
              <LinkButton to="/transactions/ap-posting/outstanding-payment">{t("payables.ap.outstanding_payment")}</LinkButton>
            )}
            {mode === "invoice" && canCreate && (
              <>
                <LinkButton icon={<PlusOutlined />} to="/transactions/purchase-invoice/add" data-testid="invoice-add-goods">
                  {t("payables.invoices.add")}
                </LinkButton>
                <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/purchase-invoice/invoice-service/add" data-testid="invoice-add-service">
                  {t("payables.invoices.add_service")}
                </LinkButton>
              </>
            )}
            {mode === "outstanding" && ability.can("create", "TxPurchasePayment") && (
              <LinkButton type="primary" icon={<FileExcelOutlined />} to="/transactions/purchase-payment/invoice">
                {t("payables.payments.pay_invoices")}
              </LinkButton>
            )}
          </Space>
        }
      />
      <Card>
        <ResourceTable<PurchaseInvoice>
          queryKey={["transactions", "purchase-invoice", mode]}
          fetch={invoiceApi.list}
          filters={filters}
          searchPlaceholder={t("payables.invoices.search")}
          onOpen={(row) => void navigate(`${detailOf[mode]}/${row.id}`)}
          testId="invoice-table"
          toolbar={
            <Space wrap className="list-filters">
              <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} format="DD MMM YYYY" allowEmpty={[true, true]} aria-label={t("payables.fields.date")} />
              <Select<DocumentStatus | "all"> value={status} onChange={setStatus} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("payables.fields.status")} />
              <Select<Settlement>
                value={settlement}
                onChange={setSettlement}
                style={{ width: 190 }}
                aria-label={t("payables.fields.settlement")}
                data-testid="settlement-filter"
                options={(["all", "unposted", "open", "paid"] as const).map((value) => ({ value, label: t(`payables.settlement_filter.${value}`) }))}
              />
            </Space>
          }
          columns={[
            { title: t("payables.fields.date"), dataIndex: "date", key: "date", sorter: true, width: 120, render: formatDate },
            {
              title: t("payables.fields.number"),
              dataIndex: "number",
              key: "number",
              sorter: true,
              width: 160,
              render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
            { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
            { title: t("payables.fields.vendor_invoice_number"), dataIndex: "vendor_invoice_number", key: "vendor_invoice_number", width: 140 },
            { title: t("payables.fields.due_date"), dataIndex: "due_date", key: "due_date", width: 120, render: formatDate },
            { title: t("payables.fields.payable"), dataIndex: "payable_amount", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.outstanding"), dataIndex: "outstanding", key: "outstanding", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.status"), dataIndex: "status", key: "status", render: (v: PurchaseInvoice["status"]) => <DocumentStatusTag status={v} /> },
            { title: t("payables.fields.settlement"), dataIndex: "settlement", key: "settlement", render: (v: string) => <SettlementTag value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}
