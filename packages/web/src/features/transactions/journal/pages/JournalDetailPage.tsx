import { PrinterOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Descriptions, Skeleton, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AttachmentsCard } from "../../../../components/AttachmentsCard";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { formatDate, formatTime } from "../../../../lib/dates";
import { journalApi } from "../api";
import { DownloadButtons } from "../components/DownloadButtons";
import { JournalLinesTable } from "../components/JournalLinesTable";
import { JournalStatusTag } from "../components/JournalStatusTag";
import { ReverseButton } from "../components/ReverseButton";

/** `/transactions/journal/detail/:id`: a posted journal (read-only), its reversal, prints and attachments. */

export function JournalDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const query = useQuery({ queryKey: ["transactions", "journal", id], queryFn: () => journalApi.get(id) });
  const journal = query.data?.data;

  // A document's journal is changed only through its document (cancel, delete): the server refuses the rest.
  const owner = journal?.document ?? null;
  return (
    <>
      <PageHeader
        title={journal ? journal.number : t("journals.detail")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("journals.title") }, { title: t("common.detail") }]}
        actions={
          journal && (
            <Space wrap>
              <LinkButton icon={<PrinterOutlined />} to={`/transactions/journal/detailreport/${journal.id}`} data-testid="journal-print">
                {t("documents.print_view")}
              </LinkButton>
              <DownloadButtons id={journal.id} number={journal.number} />
              {journal.status === "posted" && !journal.reversed_by && !owner && ability.can("create", "TxJournal") && <ReverseButton journal={journal} />}
            </Space>
          )
        }
      />
      {journal?.reversed_by && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="journal-reversed-by"
          title={
            <>
              {t("journals.reversed_by")}{" "}
              <Link to={`/transactions/journal/detail/${journal.reversed_by.id}`}>{journal.reversed_by.number}</Link>
            </>
          }
        />
      )}
      {owner && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="journal-owned-by-document"
          title={
            <>
              {t("journals.owned_by_document")}{" "}
              <Link to={owner.path}>
                {owner.title} {owner.number}
              </Link>
            </>
          }
        />
      )}
      {journal?.reversal_of && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="journal-reversal-of"
          title={
            <>
              {t("journals.reversal_of")}{" "}
              <Link to={`/transactions/journal/detail/${journal.reversal_of.id}`}>{journal.reversal_of.number}</Link>
            </>
          }
        />
      )}
      <Card>
        {!journal ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              size="small"
              style={{ marginBottom: 20 }}
              items={[
                { key: "number", label: t("journals.number"), children: journal.number },
                { key: "date", label: t("journals.date"), children: formatDate(journal.date) },
                { key: "office", label: t("lines.office"), children: journal.office_name ?? "—" },
                { key: "type", label: t("journals.type"), children: <Tag>{t(`journals.types.${journal.journal_type}`)}</Tag> },
                { key: "status", label: t("journals.status"), children: <JournalStatusTag status={journal.status} /> },
                {
                  key: "source",
                  label: t("journals.source"),
                  children: t(`journals.sources.${journal.source_type}`, { defaultValue: journal.source_type }),
                },
                { key: "posted_by", label: t("journals.posted_by"), children: journal.posted_by ?? "—" },
                { key: "posted_at", label: t("journals.posted_at"), children: formatTime(journal.posted_at) },
                { key: "description", label: t("fields.description"), children: journal.description || "—", span: "filled" },
              ]}
            />
            <JournalLinesTable journal={journal} />
          </>
        )}
        <div style={{ marginTop: 16 }}>
          <LinkButton to="/transactions/journal">{t("common.back")}</LinkButton>
        </div>
      </Card>
      {journal && (
        <AttachmentsCard
          documentPath={`transactions/journal/${journal.id}`}
          canUpload={ability.can("create", "TxJournal")}
          canDelete={ability.can("delete", "TxJournal")}
        />
      )}
    </>
  );
}
