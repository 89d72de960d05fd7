import { PlusOutlined } from "@ant-design/icons";
import { Card, DatePicker, Space } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { paymentApi, type SalesPayment } from "../api";

/** `/transactions/sales-payment`: customer payments, by date, customer and deposit account. */
export function SalesPaymentListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [contactId, setContactId] = useState<string | null>(null);
  const filters = { date_from: range?.[0]?.format(DATE_FORMAT), date_to: range?.[1]?.format(DATE_FORMAT), contact_id: contactId ?? undefined };
  return (
    <>
      <PageHeader
        title={t("sales.payments")}
        subtitle={t("sales.payments_subtitle")}
        trail={[{ title: t("menu.sales") }, { title: t("sales.payments") }]}
        actions={
          ability.can("create", "TxSalesPayment") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/sales-payment/invoice" data-testid="payment-add">
              {t("sales.add_payment")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<SalesPayment>
          queryKey={["transactions", "sales-payment"]}
          fetch={paymentApi.list}
          filters={filters}
          searchPlaceholder={t("sales.search")}
          onOpen={(row) => void navigate(`/transactions/sales-payment/detail/${row.id}`)}
          testId="payment-table"
          toolbar={
            <Space wrap className="list-filters">
              <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} format="DD MMM YYYY" allowEmpty={[true, true]} />
              <RecordSelect path="master-data/contact" params={{ type: "customer" }} value={contactId} onChange={(v) => setContactId(v as string | null)} placeholder={t("sales.customer")} style={{ width: 220 }} />
            </Space>
          }
          columns={[
            { title: t("sales.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
            { title: t("lifecycle.number"), dataIndex: "number", key: "number", sorter: true, width: 160 },
            { title: t("sales.receive_from"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
            { title: t("sales.deposit_to"), dataIndex: "cashbank_name", key: "cashbank_name", ellipsis: true },
            { title: t("sales.received"), dataIndex: "received", key: "received", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("sales.deduction_total"), dataIndex: "deduction_total", key: "deduction_total", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("sales.applied"), dataIndex: "applied", key: "applied", align: "right", render: (v: string) => <Amount value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}
