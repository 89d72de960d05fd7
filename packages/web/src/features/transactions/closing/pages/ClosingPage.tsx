import { CalendarOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Modal, Skeleton, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { formatPeriod } from "../../../../lib/dates";
import { toast } from "../../../../lib/toast";
import { type Closing, closingApi, type PeriodState } from "../api";
import { ClosingStatusTag } from "../components/ClosingStatusTag";
import { CloseButton, ReopenButton } from "../components/PeriodActions";

function YearEndButton({ year }: { year: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const close = useMutation({
    mutationFn: () => closingApi.yearEnd(year),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["transactions"] });
      await navigate(`/transactions/journal/detail/${answer.data.id}`);
    },
  });
  return (
    <>
      {holder}
      <Button
        loading={close.isPending}
        icon={<CalendarOutlined />}
        data-testid="year-end"
        onClick={() =>
          modal.confirm({
            title: t("closing.year_end_title", { year }),
            content: t("closing.year_end_text", { year }),
            okText: t("closing.year_end"),
            cancelText: t("common.cancel"),
            onOk: () => close.mutateAsync().catch(() => undefined),
          })
        }
      >
        {t("closing.year_end")}
      </Button>
    </>
  );
}

function MonthTile({ state }: { state: PeriodState }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const closed = state.status === "closed";
  return (
    <div className={closed ? "period-tile period-closed" : "period-tile"} data-testid={`period-${state.period}`}>
      <div className="period-tile-head">
        <Typography.Text strong>{formatPeriod(state.period)}</Typography.Text>
        <Tag color={closed ? "red" : "green"}>{t(closed ? "closing.statuses.closed" : "closing.statuses.open")}</Tag>
      </div>
      <Typography.Text type="secondary">{t("closing.journals", { count: state.journals })}</Typography.Text>
      <div className="period-tile-actions">
        {!closed && ability.can("create", "TxClosing") && <CloseButton period={state.period} size="small" />}
        {closed && state.id && ability.can("create", "TxReopen") && <ReopenButton id={state.id} period={state.period} size="small" />}
      </div>
    </div>
  );
}

/** `/transactions/closing`: a year's months with close and reopen, year-end closing, and the history. */
export function ClosingPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [year, setYear] = useState(() => dayjs().year());
  const periods = useQuery({ queryKey: ["transactions", "closing", "periods", year], queryFn: () => closingApi.periods(year) });

  return (
    <>
      <PageHeader
        title={t("closing.title")}
        subtitle={t("closing.subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("closing.title") }]}
      />
      <Card
        title={
          <Space>
            <Button icon={<LeftOutlined />} aria-label={t("closing.previous_year")} onClick={() => setYear(year - 1)} />
            <span data-testid="closing-year">{year}</span>
            <Button icon={<RightOutlined />} aria-label={t("closing.next_year")} onClick={() => setYear(year + 1)} />
          </Space>
        }
        extra={ability.can("create", "TxClosing") && <YearEndButton year={year} />}
        style={{ marginBottom: 16 }}
      >
        {periods.isPending ? (
          <Skeleton active />
        ) : periods.data ? (
          <div className="period-grid">
            {periods.data.data.map((state) => (
              <MonthTile key={state.period} state={state} />
            ))}
          </div>
        ) : (
          <Empty description={t("table.no_data")} />
        )}
      </Card>
      <Card title={t("closing.history")}>
        <ResourceTable<Closing>
          queryKey={["transactions", "closing", "list"]}
          fetch={closingApi.list}
          searchPlaceholder={t("closing.search")}
          onOpen={(row) => void navigate(`/transactions/closing/detail/${row.id}`)}
          testId="closing-table"
          columns={[
            { title: t("closing.period"), dataIndex: "period", key: "period", render: formatPeriod },
            { title: t("journals.status"), dataIndex: "status", key: "status", render: (value: Closing["status"]) => <ClosingStatusTag status={value} /> },
            { title: t("closing.closing_date"), dataIndex: "closing_date", key: "closing_date" },
            { title: t("closing.closing_by"), dataIndex: "closing_by", key: "closing_by", render: (v: string | null) => v ?? "—" },
            { title: t("closing.reopened_at"), dataIndex: "reopened_at", key: "reopened_at", render: (v: string | null) => v ?? "—" },
            { title: t("closing.reopened_by"), dataIndex: "reopened_by", key: "reopened_by", render: (v: string | null) => v ?? "—" },
          ]}
        />
      </Card>
    </>
  );
}
