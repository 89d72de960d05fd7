import { useQuery } from "@tanstack/react-query";
import { Card, Col, DatePicker, Row, Statistic, Table } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { formatAmount } from "@neraca/core";
import { invoiceApi, type OutstandingVendor } from "../api";

/** `/transactions/ap-posting/outstanding-payment`: what each vendor is owed now, and what is overdue. */
export function OutstandingPaymentPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [date, setDate] = useState(dayjs());
  const summary = useQuery({ queryKey: ["transactions", "ap-outstanding", date.format(DATE_FORMAT)], queryFn: () => invoiceApi.outstanding(date.format(DATE_FORMAT)) });
  const meta = summary.data?.meta;
  return (
    <>
      <PageHeader
        title={t("payables.ap.outstanding_payment")}
        subtitle={t("payables.ap.outstanding_payment_subtitle")}
        trail={[{ title: t("menu.payables") }, { title: t("payables.ap.outstanding_payment") }]}
        actions={<LinkButton to="/transactions/ap-posting/outstanding">{t("payables.ap.outstanding_title")}</LinkButton>}
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card>
            <DatePicker value={date} allowClear={false} onChange={(v) => v && setDate(v)} format="DD MMM YYYY" aria-label={t("payables.fields.date")} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title={t("payables.fields.outstanding")} value={formatAmount(meta?.outstanding ?? "0", language)} data-testid="outstanding-total" />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title={t("payables.fields.overdue")} value={formatAmount(meta?.overdue ?? "0", language)} valueStyle={{ color: "#cf1322" }} />
          </Card>
        </Col>
      </Row>
      <Card>
        <Table<OutstandingVendor>
          rowKey="contact_id"
          loading={summary.isPending}
          dataSource={summary.data?.data ?? []}
          locale={{ emptyText: t("table.no_data") }}
          onRow={(row) => ({ onClick: () => void navigate(`/report/purchase/aging-detail?contact_ids=${row.contact_id}&date=${date.format(DATE_FORMAT)}`), style: { cursor: "pointer" } })}
          columns={[
            { title: t("payables.fields.vendor"), key: "vendor", render: (_, r) => `${r.contact_code} · ${r.contact_name}` },
            { title: t("payables.fields.invoices"), dataIndex: "invoices", key: "invoices", align: "right", width: 100 },
            { title: t("payables.fields.next_due"), dataIndex: "next_due_date", key: "next_due_date", width: 140, render: formatDate },
            { title: t("payables.fields.overdue"), dataIndex: "overdue", key: "overdue", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.outstanding"), dataIndex: "outstanding", key: "outstanding", align: "right", render: (v: string) => <Amount value={v} strong /> },
          ]}
        />
      </Card>
    </>
  );
}
