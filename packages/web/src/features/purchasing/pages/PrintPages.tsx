import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PrintPreviewPage } from "../../../components/PrintPreview";
import { orderApi, requestApi } from "../api";

function PrintPage({ kind }: { kind: "request" | "order" }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const base = kind === "request" ? "/transactions/purchase-request" : "/transactions/purchase-order";
  const title = kind === "request" ? t("purchasing.requests.print_title") : t("purchasing.orders.print_title");
  return (
    <PrintPreviewPage
      source={{ load: () => (kind === "request" ? requestApi.print(id) : orderApi.print(id)), fileName: `purchase-${kind}-${id}` }}
      title={title}
      trail={[{ title: t("menu.purchasing") }, { title }]}
      back={`${base}/detail/${id}`}
    />
  );
}

/** `/transactions/purchase-request/prints/:id`: the request's A4 print. */
export const RequestPrintPage = () => <PrintPage kind="request" />;
/** `/transactions/purchase-order/prints-v2/:id`: the order's A4 print in the company's layout. */
export const OrderPrintPage = () => <PrintPage kind="order" />;
