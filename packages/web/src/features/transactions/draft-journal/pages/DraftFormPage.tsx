import { draftJournalBody } from "@neraca/core";
import { Divider, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DocumentScreen } from "../../../../components/documents";
import { JournalHeaderFields } from "../../../../components/ledger/JournalHeaderFields";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { TemplatePicker } from "../../../../components/ledger/TemplatePicker";
import { useAbility } from "../../../../lib/ability";
import { formatDate, today } from "../../../../lib/dates";
import { currentLanguage } from "../../../../lib/i18n";
import { emptyLine, lineProblems, lineRules, linesFromTemplate } from "../../../../lib/journal-lines";
import { type Draft, draftApi } from "../api";
import { DraftView } from "../components/DraftView";

const LIST = "/transactions/draft-journal";

const toValues = (draft: Draft) => ({
  date: draft.date,
  office_id: draft.office_id,
  journal_type: draft.journal_type,
  description: draft.description,
  details: linesFromTemplate(draft.details),
});

/**
 * `/transactions/draft-journal/add` and `/detail/:id`: a journal kept as a document (DESIGN §12). A
 * draft may be incomplete or unbalanced; saving it goes back to the list (which says whether it
 * balances). Posting saves the typed changes first (they must balance), then submits it: posted at
 * once as a journal, which opens, or pending the draft-journal approval levels its amount meets.
 * A pending, approved or cancelled draft reads as a document; a rejected one is editable again.
 */
export function DraftFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ability = useAbility();
  return (
    <DocumentScreen
      api={draftApi}
      id={id}
      queryKey={["transactions", "draft-journal"]}
      refresh={[["transactions"]]}
      resource="TxDraftJournal"
      allowed={{ submit: ability.can("create", "TxJournal") }}
      listPath={LIST}
      detailPath={(doc) => `${LIST}/detail/${doc.id}`}
      title={(doc) => (doc ? t("drafts.detail_title", { date: formatDate(doc.date) }) : t("drafts.add"))}
      trail={[{ title: t("menu.general_ledger") }, { title: <Link to={LIST}>{t("drafts.title")}</Link> }]}
      heading={{
        testId: "draft-heading",
        facts: (doc) => (
          <>
            <Typography.Text strong>{doc.number ?? t("lifecycle.no_number")}</Typography.Text>
            {doc.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: doc.requested_by_name })}</Typography.Text>}
          </>
        ),
      }}
      stateAlertTestId="draft-state"
      submitTexts={{ label: t("drafts.post"), confirm: t("drafts.post_confirm"), description: t("drafts.post_text") }}
      afterSubmit={(doc) => (doc.status === "approved" && doc.journal_id ? `/transactions/journal/detail/${doc.journal_id}` : null)}
      print={{ testId: "draft-print" }}
      journal={{ testId: "draft-state", text: t("drafts.posted_as"), link: t("drafts.open_journal"), linkTestId: "draft-journal-link" }}
      form={{
        schema: draftJournalBody,
        toValues,
        initialValues: { date: today(), journal_type: "general", details: [emptyLine(), emptyLine()] },
        check: (body, submitting) => lineProblems(body.details, submitting ? lineRules.journal : lineRules.draft, currentLanguage()),
        submitSavesChanges: true,
        afterSave: "list",
        testId: "draft-form",
        buttons: [{ label: t("drafts.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <DraftView doc={doc} />}
      fields={({ form, editable }) => (
        <>
          {editable && ability.can("read", "MdJournalTemplate") && <TemplatePicker form={form} />}
          <JournalHeaderFields />
          <Divider titlePlacement="start">{t("lines.title")}</Divider>
          <LineEditor form={form} rules={lineRules.draft} disabled={!editable} allowForeign />
        </>
      )}
    />
  );
}
