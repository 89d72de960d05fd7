import { chRateBody, type ChRateBody, containerTypes, formatAmount, rateBases, shipmentModes } from "@neraca/core";
import { Col, DatePicker, Form, type FormInstance, Input, Row, Select } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../../../../components/CurrencySelect";
import { MoneyInput } from "../../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { dateItemProps, formatDate, today } from "../../../../lib/dates";
import { useUiLanguage } from "../../../../lib/i18n";
import { portPath } from "../../../../lib/ports";
import { MasterDataForm } from "../../components/MasterDataForm";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { useChoiceFilter } from "../../components/ListFilters";
import { RecordName } from "../../components/RecordName";
import { recordColumn } from "../../components/columns";
import type { ChRate } from "../api";

const importColumns = columnsOf(chRateBody);
const TEXTS = "freight.rates";


/** `/master-data/ch-rate`: the rate cards, filtered by mode and by the day they are valid on. */
export function RateListPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [mode, modeFilter] = useChoiceFilter<(typeof shipmentModes)[number]>(shipmentModes, { labels: "freight.modes", label: `${TEXTS}.mode`, placeholder: `${TEXTS}.mode`, width: 140 });
  const amount = (value: string | null, row: ChRate) => (value === null ? "—" : <span className="amount">{`${row.currency} ${formatAmount(value, language)}`}</span>);
  return (
    <MasterDataList<ChRate>
      path="ch-rate"
      resource="MdChRate"
      texts={TEXTS}
      importColumns={importColumns}
      testId="ch-rate-table"
      filters={{ mode }}
      filterControls={modeFilter}
      columns={[
        recordColumn(t(`${TEXTS}.charge`), "charge_code_id", "master-data/charge-code"),
        { title: t(`${TEXTS}.mode`), dataIndex: "mode", key: "mode", sorter: true, render: (m: string) => t(`freight.modes.${m}`) },
        {
          title: t(`${TEXTS}.origin`),
          key: "origin",
          render: (_: unknown, row: ChRate) => (row.origin_port_id ? <RecordName path={portPath(row.mode)} id={row.origin_port_id} short /> : t(`${TEXTS}.any_port`)),
        },
        {
          title: t(`${TEXTS}.destination`),
          key: "destination",
          render: (_: unknown, row: ChRate) => (row.destination_port_id ? <RecordName path={portPath(row.mode)} id={row.destination_port_id} short /> : t(`${TEXTS}.any_port`)),
        },
        { title: t(`${TEXTS}.basis`), dataIndex: "basis", key: "basis", render: (b: string, row: ChRate) => `${t(`line_items.basis_${b}`)}${row.container_type ? ` ${row.container_type}` : ""}` },
        { title: t(`${TEXTS}.buy_rate`), dataIndex: "buy_rate", key: "buy_rate", align: "right", render: amount },
        { title: t(`${TEXTS}.sell_rate`), dataIndex: "sell_rate", key: "sell_rate", align: "right", render: amount },
        recordColumn(t(`${TEXTS}.customer`), "customer_id", "master-data/contact"),
        { title: t(`${TEXTS}.valid_from`), dataIndex: "valid_from", key: "valid_from", sorter: true, render: (d: string) => formatDate(d) },
        { title: t(`${TEXTS}.valid_to`), dataIndex: "valid_to", key: "valid_to", sorter: true, render: (d: string | null) => (d ? formatDate(d) : t(`${TEXTS}.open_ended`)) },
      ]}
    />
  );
}

/** `/master-data/ch-rate/add` and `/detail/:id`: one rate card line. */
export function RateFormPage() {
  const { t } = useTranslation();
  return (
    <MasterDataForm<ChRate, ChRateBody>
      path="ch-rate"
      texts={TEXTS}
      resource="MdChRate"
      schema={chRateBody}
      recordTitle={(r) => `${t(`freight.modes.${r.mode}`)} · ${r.currency} ${r.sell_rate ?? r.buy_rate ?? ""}`}
      initialValues={{ mode: "sea_fcl", basis: "container", container_type: "20GP", currency: "USD", valid_from: today() }}
      testId="ch-rate-form"
    >
      {({ form }) => <RateFields form={form} />}
    </MasterDataForm>
  );
}

function RateFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const mode = Form.useWatch("mode", form) as string | undefined;
  const basis = Form.useWatch("basis", form) as string | undefined;
  const item = (name: string, span: number, input: ReactNode, extra: Record<string, unknown> = {}) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={t(`${TEXTS}.${name.replace(/_code_id$|_port_id$|_id$/, "")}`)} {...extra}>
        {input}
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {item(
        "mode",
        6,
        <Select
          options={shipmentModes.map((value) => ({ value, label: t(`freight.modes.${value}`) }))}
          onChange={() => form.setFieldsValue({ origin_port_id: null, destination_port_id: null })}
          data-testid="rate-mode"
        />,
        { required: true },
      )}
      {item("origin_port_id", 9, <RecordSelect key={`o-${portPath(mode)}`} path={portPath(mode)} allowClear placeholder={t(`${TEXTS}.any_port`)} data-testid="rate-origin" />)}
      {item("destination_port_id", 9, <RecordSelect key={`d-${portPath(mode)}`} path={portPath(mode)} allowClear placeholder={t(`${TEXTS}.any_port`)} data-testid="rate-destination" />)}
      {item("charge_code_id", 9, <RecordSelect path="master-data/charge-code" params={{ is_active: "true" }} data-testid="rate-charge" />, { required: true })}
      {item(
        "basis",
        6,
        <Select
          options={rateBases.map((value) => ({ value, label: t(`line_items.basis_${value}`) }))}
          onChange={(value) => form.setFieldValue("container_type", value === "container" ? "20GP" : null)}
          data-testid="rate-basis"
        />,
        { required: true },
      )}
      {basis === "container" && item("container_type", 4, <Select options={containerTypes.map((value) => ({ value, label: value }))} data-testid="rate-container" />, { required: true })}
      {item("service", basis === "container" ? 5 : 9, <Input maxLength={60} />)}
      {item("currency", 6, <CurrencySelect data-testid="rate-currency" />, { required: true })}
      {item("buy_rate", 9, <MoneyInput data-testid="rate-buy" />)}
      {item("sell_rate", 9, <MoneyInput data-testid="rate-sell" />)}
      {item("agent_id", 12, <RecordSelect path="master-data/contact" params={{ type: "agent" }} allowClear data-testid="rate-agent" />)}
      {item("customer_id", 12, <RecordSelect path="master-data/contact" params={{ type: "customer" }} allowClear data-testid="rate-customer" />, { extra: t(`${TEXTS}.customer_hint`) })}
      {item("valid_from", 6, <DatePicker format="DD MMM YYYY" allowClear={false} data-testid="rate-valid-from" />, { ...dateItemProps, required: true })}
      {item("valid_to", 6, <DatePicker format="DD MMM YYYY" placeholder={t(`${TEXTS}.open_ended`)} data-testid="rate-valid-to" />, dateItemProps)}
      {item("notes", 12, <Input maxLength={1000} />)}
    </Row>
  );
}
