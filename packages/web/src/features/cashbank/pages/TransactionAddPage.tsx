import { cashbankKinds } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Card, Col, List, Row, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { kindPath, typeApi } from "../api";

/** `/transactions/cashbank/add`: pick the kind (cash-in, cash-out, bank-in, bank-out) and the transaction type. */
export function TransactionAddPage() {
  const { t } = useTranslation();
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list() });
  return (
    <>
      <PageHeader title={t("cashbank.add")} subtitle={t("cashbank.choose_type")} trail={[{ title: t("menu.cash_bank") }, { title: t("cashbank.add") }]} />
      {types.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {cashbankKinds.map((kind) => {
            const items = (types.data?.data ?? []).filter((x) => x.kind === kind && x.is_active);
            return (
              <Col xs={24} md={12} key={kind}>
                <Card title={t(`cashbank.kinds.${kind}`)} size="small" data-testid={`cashbank-kind-${kind}`}>
                  <List
                    dataSource={items}
                    locale={{ emptyText: t("cashbank.no_types") }}
                    renderItem={(x) => (
                      <List.Item>
                        <Link to={`/transactions/cashbank/add/${kindPath(kind)}/${encodeURIComponent(x.code)}`}>
                          {x.code} · {x.name}
                        </Link>
                        <Typography.Text type="secondary">{x.prefix}</Typography.Text>
                      </List.Item>
                    )}
                  />
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </>
  );
}
