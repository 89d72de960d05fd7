import { DeleteOutlined, PrinterOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Popconfirm, Skeleton, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { toast } from "../../../lib/toast";
import { paymentApi } from "../api";

const LIST = "/transactions/sales-payment";

/** `/transactions/sales-payment/detail/:id`: a posted customer payment, its invoices and deductions, its receipt (kuitansi). */
export function SalesPaymentDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ["transactions", "sales-payment", id], queryFn: () => paymentApi.get(id) });
  const payment = query.data?.data;
  const remove = async () => {
    const answer = await paymentApi.remove(id);
    toast.success(answer.message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    await navigate(LIST);
  };
  const print = async () => saveFile(await paymentApi.print(id), `${(payment?.number ?? id).replaceAll("/", "-")}.pdf`);
  return (
    <>
      <PageHeader
        title={t("sales.payment_title", { number: payment?.number ?? "" })}
        subtitle={payment && <DocumentStatusTag status={payment.status} />}
        trail={[{ title: t("menu.sales") }, { title: t("sales.payments") }, { title: t("common.detail") }]}
        actions={
          payment && (
            <Space wrap>
              <LinkButton to={LIST}>{t("common.back")}</LinkButton>
              <Button icon={<PrinterOutlined />} onClick={() => void print()} data-testid="payment-print">
                {t("sales.receipt")}
              </Button>
              {payment.actions.includes("delete") && ability.can("delete", "TxSalesPayment") && (
                <Popconfirm
                  title={t("sales.delete_payment_confirm")}
                  description={t("sales.delete_payment_text")}
                  okText={t("common.delete")}
                  cancelText={t("common.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove().catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined />} data-testid="payment-delete">
                    {t("common.delete")}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        {!payment ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="payment-detail">
              <Descriptions.Item label={t("sales.receive_from")}>{payment.contact_name}</Descriptions.Item>
              <Descriptions.Item label={t("sales.deposit_to")}>{payment.cashbank_name}</Descriptions.Item>
              <Descriptions.Item label={t("sales.date")}>{formatDate(payment.date)}</Descriptions.Item>
              <Descriptions.Item label={t("sales.reference")}>{payment.reference ?? "—"}</Descriptions.Item>
              <Descriptions.Item label={t("sales.received")}>
                <Amount value={payment.received} strong />
              </Descriptions.Item>
              <Descriptions.Item label={t("sales.deduction_total")}>
                <Amount value={payment.deduction_total} />
              </Descriptions.Item>
              <Descriptions.Item label={t("sales.deposit_used")}>
                <Amount value={payment.deposit_used} />
              </Descriptions.Item>
              <Descriptions.Item label={t("sales.overpayment")}>
                <Amount value={payment.overpayment} />
              </Descriptions.Item>
              <Descriptions.Item label={t("sales.journal")}>
                {payment.journal_id ? <Link to={`/transactions/journal/detail/${payment.journal_id}`}>{payment.number}</Link> : "—"}
              </Descriptions.Item>
              <Descriptions.Item label={t("sales.description")}>{payment.description ?? "—"}</Descriptions.Item>
            </Descriptions>
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="invoice_id"
              pagination={false}
              dataSource={payment.details}
              columns={[
                {
                  title: t("sales.invoice"),
                  dataIndex: "invoice_number",
                  render: (n: string, row) => <Link to={`/transactions/sales-invoice/edit/${row.invoice_id}`}>{n}</Link>,
                },
                { title: t("sales.invoice_date"), dataIndex: "invoice_date", render: formatDate },
                { title: t("sales.invoice_amount"), dataIndex: "invoice_total", align: "right", render: (v: string) => <Amount value={v} /> },
                { title: t("sales.payment_amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
              ]}
            />
            {payment.deductions.length > 0 && (
              <Table
                style={{ marginTop: 16 }}
                size="small"
                rowKey={(_, i) => String(i)}
                pagination={false}
                dataSource={payment.deductions}
                columns={[
                  { title: t("sales.deduction_kind"), dataIndex: "kind", render: (k: string) => t(`sales.deduction_kinds.${k}`) },
                  { title: t("sales.deduction_reference"), dataIndex: "reference", render: (v: string | null) => v ?? "—" },
                  { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
                ]}
              />
            )}
          </>
        )}
      </Card>
      {payment && (
        <AttachmentsCard documentPath={`transactions/sales-payment/${payment.id}`} canUpload={ability.can("create", "TxSalesPayment")} canDelete={ability.can("delete", "TxSalesPayment")} />
      )}
    </>
  );
}
