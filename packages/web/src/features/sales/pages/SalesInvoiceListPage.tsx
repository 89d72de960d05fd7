import { PlusOutlined } from "@ant-design/icons";
import type { DocumentStatus } from "@neraca/core";
import { Card, DatePicker, Select, Space, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocumentStatusTag, statusFilterOptions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { invoiceApi, type SalesInvoice, type Settlement } from "../api";
import { CoretaxExport } from "../components/CoretaxExport";
import { SettlementTag } from "../components/SettlementTag";

type StatusFilter = DocumentStatus | "all";

/**
 * `/transactions/sales-invoice`: every sales invoice with its state (draft, pending, approved …) and
 * payment (unpaid, partly paid, paid) and what is still owed; filters by status, payment, customer,
 * dates, office and tag. The Coretax export of a period starts here.
 */
export function SalesInvoiceListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [settlement, setSettlement] = useState<Settlement | "all">("all");
  const [contactId, setContactId] = useState<string | null>(null);
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [tagId, setTagId] = useState<string | null>(null);
  const filters = {
    date_from: range?.[0]?.format(DATE_FORMAT),
    date_to: range?.[1]?.format(DATE_FORMAT),
    status: status === "all" ? undefined : status,
    settlement: settlement === "all" ? undefined : settlement,
    contact_id: contactId ?? undefined,
    office_id: officeId ?? undefined,
    tag_id: tagId ?? undefined,
  };

  return (
    <>
      <PageHeader
        title={t("sales.invoices")}
        subtitle={t("sales.invoices_subtitle")}
        trail={[{ title: t("menu.sales") }, { title: t("sales.invoices") }]}
        actions={
          <Space wrap>
            <CoretaxExport />
            {ability.can("create", "TxSalesInvoice") && (
              <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/sales-invoice/add" data-testid="invoice-add">
                {t("sales.add_invoice")}
              </LinkButton>
            )}
          </Space>
        }
      />
      <Card>
        <ResourceTable<SalesInvoice>
          queryKey={["transactions", "sales-invoice"]}
          fetch={invoiceApi.list}
          filters={filters}
          searchPlaceholder={t("sales.search")}
          onOpen={(row) => void navigate(`/transactions/sales-invoice/edit/${row.id}`)}
          testId="invoice-table"
          toolbar={
            <Space wrap className="list-filters">
              <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} format="DD MMM YYYY" allowEmpty={[true, true]} />
              <Select<StatusFilter> value={status} onChange={setStatus} style={{ width: 180 }} options={statusFilterOptions(t)} data-testid="invoice-status-filter" />
              <Select<Settlement | "all">
                value={settlement}
                onChange={setSettlement}
                style={{ width: 180 }}
                options={[
                  { value: "all", label: t("sales.all_settlements") },
                  ...(["unpaid", "partly_paid", "paid"] as const).map((s) => ({ value: s, label: t(`sales.settlements.${s}`) })),
                ]}
              />
              <RecordSelect path="master-data/contact" params={{ type: "customer" }} value={contactId} onChange={(v) => setContactId(v as string | null)} placeholder={t("sales.customer")} style={{ width: 200 }} />
              <RecordSelect kind="office" value={officeId} onChange={(v) => setOfficeId(v as string | null)} placeholder={t("sales.office")} style={{ width: 160 }} />
              <RecordSelect kind="tag" value={tagId} onChange={(v) => setTagId(v as string | null)} placeholder={t("sales.tags")} style={{ width: 140 }} />
            </Space>
          }
          columns={[
            { title: t("sales.invoice_date"), dataIndex: "invoice_date", key: "date", sorter: true, render: formatDate, width: 120 },
            {
              title: t("lifecycle.number"),
              dataIndex: "number",
              key: "number",
              sorter: true,
              width: 160,
              render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
            { title: t("sales.customer"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
            { title: t("sales.due_date"), dataIndex: "due_date", key: "due_date", render: formatDate, width: 120 },
            { title: t("sales.total"), dataIndex: "total", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("sales.outstanding"), dataIndex: "outstanding", key: "outstanding", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("journals.status"), dataIndex: "status", key: "status", render: (value: SalesInvoice["status"]) => <DocumentStatusTag status={value} /> },
            { title: t("sales.settlement"), dataIndex: "settlement", key: "settlement", render: (value: Settlement | null) => <SettlementTag settlement={value} /> },
          ]}
        />
      </Card>
    </>
  );
}
