import { DownloadOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Result, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { saveFile } from "../../../lib/download";
import { invoiceApi } from "../api";

/** `/transactions/sales-invoice/prints/:id`: the invoice's A4 print (the one layout), shown and downloadable. */
export function SalesInvoicePrintPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const invoice = useQuery({ queryKey: ["transactions", "sales-invoice", id], queryFn: () => invoiceApi.get(id) });
  const pdf = useQuery({ queryKey: ["transactions", "sales-invoice", id, "print"], queryFn: () => invoiceApi.print(id), retry: false });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) return;
    const next = URL.createObjectURL(pdf.data.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [pdf.data]);
  const number = invoice.data?.data.number ?? "";
  return (
    <>
      <PageHeader
        title={t("sales.print_title", { number })}
        trail={[{ title: t("menu.sales") }, { title: t("sales.invoices") }, { title: t("sales.print") }]}
        actions={
          <Space>
            <LinkButton to={`/transactions/sales-invoice/edit/${id}`}>{t("common.back")}</LinkButton>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              disabled={!pdf.data}
              onClick={() => pdf.data && saveFile(pdf.data, `${number.replaceAll("/", "-") || id}.pdf`)}
              data-testid="invoice-download"
            >
              {t("sales.download")}
            </Button>
          </Space>
        }
      />
      <Card>
        {pdf.isPending && <Skeleton active />}
        {pdf.isError && <Result status="warning" title={t("table.no_data")} />}
        {url && <iframe title={number} src={url} style={{ width: "100%", height: "80vh", border: 0 }} data-testid="invoice-print-frame" />}
      </Card>
    </>
  );
}
