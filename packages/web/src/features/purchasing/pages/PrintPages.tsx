import { Card } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { orderApi, requestApi } from "../api";
import { PdfFrame } from "../components/common";

function PrintPage({ kind }: { kind: "request" | "order" }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const load = useCallback(() => (kind === "request" ? requestApi.print(id) : orderApi.print(id)), [kind, id]);
  const base = kind === "request" ? "/transactions/purchase-request" : "/transactions/purchase-order";
  const title = kind === "request" ? t("purchasing.requests.print_title") : t("purchasing.orders.print_title");
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: t("menu.purchasing") }, { title }]}
        actions={<LinkButton to={`${base}/detail/${id}`}>{t("common.back")}</LinkButton>}
      />
      <Card>
        <PdfFrame load={load} title={title} />
      </Card>
    </>
  );
}

/** `/transactions/purchase-request/prints/:id`: the request's A4 print. */
export const RequestPrintPage = () => <PrintPage kind="request" />;
/** `/transactions/purchase-order/prints-v2/:id`: the order's A4 print in the company's layout. */
export const OrderPrintPage = () => <PrintPage kind="order" />;
