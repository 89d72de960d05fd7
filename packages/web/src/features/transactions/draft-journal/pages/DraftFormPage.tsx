import { PrinterOutlined } from "@ant-design/icons";
import { draftJournalBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Divider, Form, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag, lastRejection } from "../../../../components/documents";
import { JournalHeaderFields } from "../../../../components/ledger/JournalHeaderFields";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { TemplatePicker } from "../../../../components/ledger/TemplatePicker";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { api } from "../../../../lib/api";
import { formatDate, formatTime, today } from "../../../../lib/dates";
import { clearErrorsOnChange, showFieldErrors, showServerErrors, validateWith } from "../../../../lib/forms";
import { saveFile } from "../../../../lib/download";
import { currentLanguage } from "../../../../lib/i18n";
import { emptyLine, lineProblems, lineRules, linesFromTemplate } from "../../../../lib/journal-lines";
import { toast } from "../../../../lib/toast";
import { type Draft, type DraftValues, draftApi } from "../api";

const LIST = "/transactions/draft-journal";
const journalPath = (id: string) => `/transactions/journal/detail/${id}`;

const toValues = (draft: Draft) => ({
  date: draft.date,
  office_id: draft.office_id,
  journal_type: draft.journal_type,
  description: draft.description,
  details: linesFromTemplate(draft.details),
});

/** Where the draft stands: waiting, sent back with a note, posted as a journal, or cancelled. */
function DraftStateAlert({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const rejection = lastRejection(draft.approval);
  if (draft.status === "pending") return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} data-testid="draft-state" />;
  if (draft.status === "rejected" && rejection) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("lifecycle.rejected_note", { name: rejection.user_name, date: formatTime(rejection.at) })}
        description={rejection.note}
        data-testid="draft-state"
      />
    );
  }
  if ((draft.status === "approved" || draft.status === "cancelled") && draft.journal_id) {
    return (
      <Alert
        type={draft.status === "approved" ? "success" : "warning"}
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="draft-state"
        title={
          <>
            {t("drafts.posted_as")}{" "}
            <Link to={journalPath(draft.journal_id)} data-testid="draft-journal-link">
              {t("drafts.open_journal")}
            </Link>
          </>
        }
      />
    );
  }
  return null;
}

/**
 * `/transactions/draft-journal/add` and `/detail/:id`: a journal kept as a document (DESIGN §12). A
 * draft may be incomplete or unbalanced; it is saved (with the `version` it was read at), deleted,
 * or posted — which saves it first, then submits it: posted at once as a journal, or pending the
 * draft-journal approval levels its amount meets. Pending drafts are read-only; rejected ones are
 * editable again, with the rejection's note shown.
 */
export function DraftFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ["transactions", "draft-journal", id], queryFn: () => draftApi.get(id ?? ""), enabled: !!id });
  const draft = query.data?.data;
  useEffect(() => {
    if (draft) form.setFieldsValue(toValues(draft));
  }, [draft, form]);
  const editable = id ? !!draft?.actions.includes("edit") && ability.can("update", "TxDraftJournal") : ability.can("create", "TxDraftJournal");

  const leave = async (message: string, to: string) => {
    toast.success(message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    await navigate(to);
  };
  const stay = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };

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
  const save = async () => {
    const body = checked(lineRules.draft);
    if (!body) return;
    setSaving(true);
    try {
      const answer = id && draft ? await draftApi.update(id, body, draft.version) : await draftApi.create(body);
      await leave(answer.message, LIST);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  /** Posting saves the typed changes first (they must balance), then submits. */
  const post = async (current: Draft) => {
    const body = editable ? checked(lineRules.journal) : null;
    if (editable && !body) return;
    try {
      if (body) await draftApi.update(current.id, body, current.version);
      const answer = await draftApi.post(current.id);
      if (answer.data.status === "approved" && answer.data.journal_id) return leave(answer.message, journalPath(answer.data.journal_id));
      return stay(answer.message);
    } catch (error) {
      showServerErrors(form, error);
      throw error;
    }
  };
  const run = async (current: Draft, action: BarAction, note: string | null) => {
    if (action === "submit") return post(current);
    if (action === "delete") return leave((await draftApi.remove(current.id)).message, LIST);
    if (action === "approve") return stay((await draftApi.approve(current.id, note)).message);
    if (action === "reject") return stay((await draftApi.reject(current.id, note ?? "")).message);
    return stay((await draftApi.cancel(current.id, note)).message);
  };

  const printDraft = async (current: Draft) =>
    saveFile(await api.download(`transactions/draft-journal/${current.id}/print`), `${(current.number ?? current.id).replaceAll("/", "-")}.pdf`);

  return (
    <>
      <PageHeader
        title={draft ? t("drafts.detail_title", { date: formatDate(draft.date) }) : t("drafts.add")}
        subtitle={
          draft && (
            <Space wrap size={8} data-testid="draft-heading">
              <DocumentStatusTag status={draft.status} />
              <Typography.Text strong>{draft.number ?? t("lifecycle.no_number")}</Typography.Text>
              {draft.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: draft.requested_by_name })}</Typography.Text>}
            </Space>
          )
        }
        trail={[{ title: t("menu.general_ledger") }, { title: t("drafts.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          draft && (
            <DocumentActions
              actions={draft.actions}
              allowed={{
                submit: ability.can("create", "TxJournal"),
                delete: ability.can("delete", "TxDraftJournal"),
                cancel: ability.can("delete", "TxDraftJournal"),
              }}
              submit={{ label: t("drafts.post"), confirm: t("drafts.post_confirm"), description: t("drafts.post_text") }}
              run={(action, note) => run(draft, action, note)}
              extra={
                <Button icon={<PrinterOutlined />} onClick={() => void printDraft(draft)} data-testid="draft-print">
                  {t("documents.print")}
                </Button>
              }
            />
          )
        }
      />
      {draft && <DraftStateAlert draft={draft} />}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={() => void save()}
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
                <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
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
      {draft && <ApprovalPanel approval={draft.approval} />}
      {draft && (
        <AttachmentsCard
          documentPath={`transactions/draft-journal/${draft.id}`}
          canUpload={ability.can("create", "TxDraftJournal")}
          canDelete={ability.can("delete", "TxDraftJournal")}
        />
      )}
    </>
  );
}
