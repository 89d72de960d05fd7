import { DeleteOutlined, SendOutlined } from "@ant-design/icons";
import { draftJournalBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Divider, Form, Popconfirm, Skeleton, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { JournalHeaderFields } from "../../../../components/ledger/JournalHeaderFields";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { TemplatePicker } from "../../../../components/ledger/TemplatePicker";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { formatDate, today } from "../../../../lib/dates";
import { clearErrorsOnChange, showFieldErrors, showServerErrors, validateWith } from "../../../../lib/forms";
import { currentLanguage } from "../../../../lib/i18n";
import { emptyLine, lineProblems, lineRules, linesFromTemplate } from "../../../../lib/journal-lines";
import { toast } from "../../../../lib/toast";
import { type Draft, type DraftValues, draftApi } from "../api";

const LIST = "/transactions/draft-journal";

const toValues = (draft: Draft) => ({
  date: draft.date,
  office_id: draft.office_id,
  journal_type: draft.journal_type,
  description: draft.description,
  details: linesFromTemplate(draft.details),
});

/**
 * `/transactions/draft-journal/add` and `/detail/:id`: a journal kept as a draft (it may be
 * incomplete or unbalanced), saved, deleted, or posted — which saves it first, then asks the
 * ledger to post it as a journal.
 */
export function DraftFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const query = useQuery({ queryKey: ["transactions", "draft-journal", id], queryFn: () => draftApi.get(id ?? ""), enabled: !!id });
  const draft = query.data?.data;
  useEffect(() => {
    if (draft) form.setFieldsValue(toValues(draft));
  }, [draft, form]);
  const posted = draft?.status === "posted";
  const editable = !posted && (id ? ability.can("update", "TxDraftJournal") : ability.can("create", "TxDraftJournal"));
  const canPost = !!id && !posted && ability.can("create", "TxJournal");

  const leave = async (message: string, to: string) => {
    toast.success(message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    await navigate(to);
  };
  const save = useMutation({
    mutationFn: (body: DraftValues) => (id ? draftApi.update(id, body) : draftApi.create(body)),
    onError: (error) => showServerErrors(form, error),
  });
  const remove = useMutation({ mutationFn: draftApi.remove, onSuccess: (answer) => leave(answer.message, LIST) });
  const post = useMutation({
    mutationFn: async (body: DraftValues | null) => {
      if (body && id) await draftApi.update(id, body);
      return draftApi.post(id ?? "");
    },
    onSuccess: (answer) => leave(answer.message, `/transactions/journal/detail/${answer.data.id}`),
    onError: (error) => showServerErrors(form, error),
  });

  const checked = (rules: (typeof lineRules)["draft" | "journal"]): DraftValues | null => {
    const language = currentLanguage();
    const body = validateWith(form, draftJournalBody, form.getFieldsValue(true), language);
    if (!body) return null;
    const problems = lineProblems(body.details, rules, language);
    if (Object.keys(problems).length) {
      showFieldErrors(form, problems);
      return null;
    }
    return body as DraftValues;
  };
  const submit = () => {
    const body = checked(lineRules.draft);
    if (body) save.mutate(body, { onSuccess: (answer) => leave(answer.message, LIST) });
  };
  const postNow = () => {
    if (!editable) return post.mutate(null);
    const body = checked(lineRules.journal);
    if (body) post.mutate(body);
  };

  return (
    <>
      <PageHeader
        title={draft ? t("drafts.detail_title", { date: formatDate(draft.date) }) : t("drafts.add")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("drafts.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          draft &&
          !posted && (
            <Space wrap>
              {canPost && (
                <Popconfirm
                  title={t("drafts.post_confirm")}
                  description={t("drafts.post_text")}
                  okText={t("drafts.post")}
                  cancelText={t("common.cancel")}
                  onConfirm={postNow}
                >
                  <Button type="primary" icon={<SendOutlined />} loading={post.isPending} data-testid="draft-post">
                    {t("drafts.post")}
                  </Button>
                </Popconfirm>
              )}
              {ability.can("delete", "TxDraftJournal") && (
                <Popconfirm
                  title={t("drafts.delete_confirm")}
                  description={t("common.cannot_recover")}
                  okText={t("common.delete")}
                  cancelText={t("common.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(draft.id).catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined />}>
                    {t("common.delete")}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )
        }
      />
      {posted && draft?.journal_id && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              {t("drafts.posted_as")} <Link to={`/transactions/journal/detail/${draft.journal_id}`}>{t("drafts.open_journal")}</Link>
            </>
          }
        />
      )}
      <Card>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            onValuesChange={clearErrorsOnChange(form)}
            disabled={!editable}
            initialValues={{ date: today(), journal_type: "general", details: [emptyLine(), emptyLine()] }}
            data-testid="draft-form"
          >
            {editable && ability.can("read", "MdJournalTemplate") && <TemplatePicker form={form} />}
            <JournalHeaderFields />
            <Divider titlePlacement="start">{t("lines.title")}</Divider>
            <LineEditor form={form} rules={lineRules.draft} disabled={!editable} />
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="form-save">
                  {t("drafts.save")}
                </Button>
              )}
              <LinkButton to={LIST} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
    </>
  );
}
