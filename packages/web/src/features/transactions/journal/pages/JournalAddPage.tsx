import { journalBody } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Divider, Form, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { JournalHeaderFields } from "../../../../components/ledger/JournalHeaderFields";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { TemplatePicker } from "../../../../components/ledger/TemplatePicker";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
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
          onValuesChange={clearErrorsOnChange(form)}
          initialValues={{ date: today(), journal_type: "general", details: [emptyLine(), emptyLine()] }}
          data-testid="journal-form"
        >
          {ability.can("read", "MdJournalTemplate") && <TemplatePicker form={form} />}
          <JournalHeaderFields />
          <Divider titlePlacement="start">{t("lines.title")}</Divider>
          <LineEditor form={form} rules={lineRules.journal} allowForeign />
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

