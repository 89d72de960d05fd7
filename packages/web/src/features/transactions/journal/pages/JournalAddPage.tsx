import { journalBody, toBase } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Divider, Form, Space, Switch, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { JournalHeaderFields } from "../../../../components/ledger/JournalHeaderFields";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { TemplatePicker } from "../../../../components/ledger/TemplatePicker";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { api } from "../../../../lib/api";
import { today } from "../../../../lib/dates";
import { clearErrorsOnChange, showFieldErrors, showServerErrors, validateWith } from "../../../../lib/forms";
import { currentLanguage } from "../../../../lib/i18n";
import { emptyLine, lineProblems, lineRules } from "../../../../lib/journal-lines";
import { toast } from "../../../../lib/toast";
import { type JournalValues, journalApi } from "../api";

/** `/transactions/journal/add`: a journal posted at once (drafts are for journals not ready yet). */
export function JournalAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [foreign, setForeign] = useState(false);
  const post = useMutation({
    mutationFn: journalApi.post,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions", "journal"] });
      await navigate(`/transactions/journal/detail/${answer.data.id}`);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: unknown) => {
    const language = currentLanguage();
    const body = validateWith(form, journalBody, values, language);
    if (!body) return;
    const problems = lineProblems(body.details, lineRules.journal, language);
    if (Object.keys(problems).length) return showFieldErrors(form, problems);
    post.mutate(body as JournalValues);
  };

  return (
    <>
      <PageHeader
        title={t("journals.add")}
        subtitle={t("journals.add_subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("journals.title") }, { title: t("common.add") }]}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          onValuesChange={(changed) => {
            clearErrorsOnChange(form)(changed);
            if (foreign) convertForeignLines(form, changed);
          }}
          initialValues={{ date: today(), journal_type: "general", details: [emptyLine(), emptyLine()] }}
          data-testid="journal-form"
        >
          {ability.can("read", "MdJournalTemplate") && <TemplatePicker form={form} />}
          <JournalHeaderFields />
          <Divider titlePlacement="start">{t("lines.title")}</Divider>
          <Space style={{ marginBottom: 12 }} wrap>
            <Switch checked={foreign} onChange={setForeign} data-testid="journal-foreign" />
            <span>{t("journals.foreign_lines")}</span>
            <Typography.Text type="secondary">{t("journals.foreign_hint")}</Typography.Text>
          </Space>
          <LineEditor form={form} rules={lineRules.journal} foreign={foreign} />
          <Space wrap style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={post.isPending} data-testid="journal-post">
              {t("journals.post")}
            </Button>
            <LinkButton to="/transactions/journal">{t("common.cancel")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}

/**
 * A line in a foreign currency: once its amount and rate are typed, its base debit (or credit, when
 * that is the side it has) is the amount at the rate, to the cent, as the ledger checks it.
 */
function convertForeignLines(form: ReturnType<typeof Form.useForm>[0], changed: { details?: (Record<string, unknown> | undefined)[] }) {
  const touched = changed.details?.flatMap((line, index) => (line && ("amount_currency" in line || "rate" in line || "currency" in line) ? [index] : [])) ?? [];
  for (const index of touched) {
    const line = form.getFieldValue(["details", index]) as Record<string, string | undefined>;
    // A currency typed on a line without a rate: the journal date's booking rate, when one is entered.
    const currency = (line.currency ?? "").trim().toUpperCase();
    if ("currency" in (changed.details?.[index] ?? {}) && /^[A-Z]{3}$/.test(currency) && !line.rate) {
      const date = form.getFieldValue("date") as string | undefined;
      void api
        .get<{ data: { rate: string } }>("master-data/exchange-rate/at", { params: { currency, kind: "booking", date }, silent: true })
        .then((answer) => {
          const now = form.getFieldValue(["details", index]) as Record<string, string | undefined>;
          if (now.rate || (now.currency ?? "").trim().toUpperCase() !== currency) return;
          form.setFieldValue(["details", index, "rate"], String(Number(answer.data.rate)));
          convertForeignLines(form, { details: Object.assign([], { [index]: { rate: answer.data.rate } }) });
        })
        .catch(() => undefined);
    }
    const amount = Number(line.amount_currency);
    const rate = Number(line.rate);
    if (!line.currency || !(amount > 0) || !(rate > 0)) continue;
    const base = toBase(line.amount_currency as string, line.rate as string);
    const side = Number(line.credit) > 0 && !(Number(line.debit) > 0) ? "credit" : "debit";
    form.setFieldValue(["details", index, side], base);
  }
}
