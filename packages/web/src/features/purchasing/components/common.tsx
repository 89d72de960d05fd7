import type { DocumentState, RequestProgress } from "@neraca/core";
import type { TFunction } from "i18next";
import { Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentColumns, NumberAndRequester } from "../../../components/documents";
import type { PurchaseOrder } from "../api";

/** Every procurement screen refreshes the whole feature's queries after a change. */
export const REFRESH = [["purchasing"]] as const;

const progressColors: Record<RequestProgress, string> = {
  open: "blue",
  partly_ordered: "gold",
  ordered: "cyan",
  partly_received: "orange",
  received: "green",
  paid: "purple",
  closed: "default",
};

/** Where an approved request stands (ordered, received, closed). */
export function ProgressTag({ progress }: { progress: RequestProgress }) {
  const { t } = useTranslation();
  return (
    <Tag color={progressColors[progress]} data-testid="request-progress">
      {t(`purchasing.progress.${progress}`)}
    </Tag>
  );
}

const receiptColors = { none: "default", partial: "orange", full: "green" } as const;

/** How much of an approved order has arrived. */
export function ReceiptStateTag({ state }: { state: PurchaseOrder["receipt_state"] }) {
  const { t } = useTranslation();
  return <Tag color={receiptColors[state]}>{t(`purchasing.orders.receipt_states.${state}`)}</Tag>;
}

/**
 * What every procurement document's `DocumentScreen` shares: the feature's refresh, its list and detail
 * paths, the trail to the list, number and requester (and the type's own tag) in the heading, and no
 * print button (requests and orders open their print screen; receipts and advances have none).
 */
export function screenBasics<T extends DocumentState>(t: TFunction, list: { path: string; title: string }, tag?: (doc: T) => ReactNode) {
  return {
    refresh: REFRESH,
    listPath: list.path,
    detailPath: (doc: T) => `${list.path}/detail/${doc.id}`,
    trail: [{ title: t("menu.purchasing") }, { title: <Link to={list.path}>{list.title}</Link> }],
    heading: {
      facts: (doc: T) => (
        <>
          <NumberAndRequester doc={doc} />
          {tag?.(doc)}
        </>
      ),
    },
    print: false as const,
  };
}

/**
 * What every procurement list's `DocumentListPage` shares: its texts under `purchasing.<list>`
 * (title, subtitle, search), the group, the query key, rows opening `<base>/detail/:id`, every
 * status, and the table's test id.
 */
export function listBasics<T extends { id: string }>(t: TFunction, list: string, base: string, testId: string) {
  return {
    title: t(`purchasing.${list}.title`),
    subtitle: t(`purchasing.${list}.subtitle`),
    group: t("menu.purchasing"),
    queryKey: ["purchasing", list],
    searchPlaceholder: t(`purchasing.${list}.search`),
    rowPath: (row: T) => `${base}/detail/${row.id}`,
    testId,
    filters: { status: "all" as const },
  };
}

/** The first columns of a list of what was made against an order (receipts, advances). */
export const orderDocumentColumns = <T,>(t: TFunction): ColumnsType<T> => [
  documentColumns.number(t("purchasing.number")),
  documentColumns.date(t("purchasing.date")),
  { title: t("purchasing.orders.one"), dataIndex: "order_number", key: "order" },
  { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
];

/** The order a receipt or advance is for, linked. */
export const OrderLink = ({ id, number }: { id: string; number: string | null }) => <Link to={`/transactions/purchase-order/detail/${id}`}>{number ?? "—"}</Link>;
