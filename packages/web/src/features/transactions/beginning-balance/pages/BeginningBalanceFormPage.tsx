import { beginningBalanceBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Col, Divider, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { formatDate } from "../../../../lib/dates";
import { emptyLine, lineProblems, lineRules, linesFromTemplate } from "../../../../lib/journal-lines";
import { type BeginningBalance, type BeginningBalanceValues, beginningBalanceApi } from "../api";

const QUERY_KEY = ["transactions", "beginning-balance"] as const;

const toValues = (balance: BeginningBalance) => ({
  office_id: balance.office_id,
  description: balance.description,
  details: linesFromTemplate(balance.details),
});

/**
 * `/transactions/beginning-balance/add` and `/detail/:id`: opening balances per account, dated at the
 * company's cut-off date and posted as the opening journal; they must balance. Saving again replaces
 * the opening journal while its month is open.
 */
export function BeginningBalanceFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const profile = useQuery({
    queryKey: ["company", "profile"],
    queryFn: beginningBalanceApi.cutOffDate,
    enabled: ability.can("read", "Setting"),
  });
  const cutOff = profile.data?.data.cut_off_date;
  // The same query as the form's (one request): its answer's `version` goes back with the edit.
  const { id } = useParams();
  const loaded = useQuery({ queryKey: [...QUERY_KEY, id], queryFn: () => beginningBalanceApi.get(id ?? ""), enabled: !!id });
  const version = loaded.data?.data.version ?? 1;
  const formApi = {
    ...beginningBalanceApi,
    update: (recordId: string, body: BeginningBalanceValues) => beginningBalanceApi.update(recordId, body, version),
  };
  return (
    <ResourceForm<BeginningBalance, BeginningBalanceValues>
      resource="TxBeginningBalance"
      basePath="/transactions/beginning-balance"
      queryKey={QUERY_KEY}
      api={formApi}
      schema={beginningBalanceBody}
      check={(values, language) => lineProblems(values.details, lineRules.beginning_balance, language)}
      toValues={toValues}
      initialValues={{ details: [emptyLine(), emptyLine()] }}
      title={(record) => (record ? t("beginning_balances.detail_title", { date: formatDate(record.date) }) : t("beginning_balances.add"))}
      trail={[t("menu.general_ledger"), t("beginning_balances.title")]}
      deleteConfirm={t("beginning_balances.delete_confirm")}
      testId="beginning-balance-form"
    >
      {({ form, record, editable }) => (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              record || cutOff
                ? t("beginning_balances.dated", { date: formatDate(record?.date ?? cutOff) })
                : t("beginning_balances.dated_unknown")
            }
            description={
              record?.journal_id ? (
                <>
                  {t("beginning_balances.posted_as")}{" "}
                  <Link to={`/transactions/journal/detail/${record.journal_id}`}>{record.journal_number}</Link>
                </>
              ) : (
                t("beginning_balances.must_balance")
              )
            }
          />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="office_id" label={t("lines.office")} extra={t("journals.office_hint")}>
                <RecordSelect kind="office" disabled={!ability.can("read", "MdOffice")} placeholder={t("journals.head_office")} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="description" label={t("fields.description")}>
                <Input maxLength={1000} placeholder={t("beginning_balances.description_placeholder")} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t("beginning_balances.balances")}</Divider>
          <LineEditor form={form} rules={lineRules.beginning_balance} disabled={!editable} />
          <div style={{ height: 16 }} />
        </>
      )}
    </ResourceForm>
  );
}
