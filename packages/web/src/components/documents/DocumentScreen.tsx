import { type DocumentState, type FieldErrors, formatIssues, type Resource } from "@neraca/core";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { PrinterOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Form, type FormInstance, Popconfirm, Skeleton, Space, Tooltip } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAbility } from "../../lib/ability";
import { ApiError } from "../../lib/api-client";
import { type DocumentApi, printSource, type Saved } from "../../lib/document-api";
import { clearErrorsOnChange, type Schema, showFieldErrors } from "../../lib/forms";
import { currentLanguage } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useSaveShortcut } from "../../lib/keyboard";
import { useUserOffice } from "../../lib/session";
import { AttachmentsCard } from "../AttachmentsCard";
import { LinkButton } from "../LinkButton";
import { PageHeader } from "../PageHeader";
import { PrintButton } from "../PrintPreview";
import { ApprovalPanel } from "./ApprovalPanel";
import { type BarAction, DocumentActions, type DeleteTexts, type SubmitTexts } from "./DocumentActions";
import { DocumentStateAlert } from "./DocumentStateAlert";
import { DocumentStatusTag } from "./DocumentStatusTag";
import { useDocument } from "./use-document";
import { useLifecycle } from "./use-lifecycle";

/** A button under the form: saves (as a draft), or saves and submits. */
export interface SaveButton {
  label: ReactNode;
  /** Submits once saved (posts, or sends to the approvers). */
  submit?: boolean;
  primary?: boolean;
  testId?: string;
  /** Not yet usable (nothing picked to save). */
  disabled?: boolean;
  icon?: ReactNode;
  /** Asked first (paying an advance, posting to AP: what cannot be taken back by editing). */
  confirm?: { title: ReactNode; description?: ReactNode; okText?: ReactNode };
}

/** What the fields render with. */
export interface DocumentFormContext<T> {
  form: FormInstance;
  doc: T | undefined;
  editable: boolean;
}

/** The form of a document: its zod body schema, how an answer fills it and how its values make a body. */
export interface DocumentFormOptions<T, B> {
  schema: Schema<B> & { shape?: Record<string, unknown> };
  /** The form's values from an answer (default: the answer as it is). */
  toValues?: (doc: T) => Record<string, unknown>;
  /** Values → the body to check (default: as they are); keys outside the schema's shape are dropped. */
  toBody?: (values: Record<string, unknown>, doc: T | undefined) => Record<string, unknown>;
  initialValues?: Record<string, unknown>;
  /** Where an error's key shows in the form when the form names the field otherwise (`amount` → `debit`). */
  errorsOnFields?: (errors: FieldErrors) => FieldErrors;
  buttons: readonly SaveButton[];
  /** The bar's submit saves the typed changes first. */
  submitSavesChanges?: boolean;
  /** A new document's bar offers submit too: it creates the document, then submits it (asked first, like a draft's). */
  submitNew?: boolean;
  testId: string;
  /** False while what filling the form needs is still loading (lookups). */
  ready?: boolean;
  /** A form instance of the page's own (when it sets values itself). */
  instance?: FormInstance;
  /** Told every set of errors a save shows (the schema's or the server's; `{}` once the body passes), so the page can list those no field shows. */
  onErrors?: (errors: FieldErrors) => void;
  /**
   * Checks of a body the schema passed that the schema cannot make, by what is asked of it: saving a
   * draft journal takes unbalanced lines, submitting (posting) it does not. Their errors show like the schema's.
   */
  check?: (body: B, submitting: boolean) => FieldErrors;
  /** Where a save goes: the saved document (default) or back to the list (a draft journal's list says whether it balances). */
  afterSave?: "document" | "list";
}

export interface DocumentScreenProps<T extends DocumentState, B> {
  api: DocumentApi<T, B>;
  /** The document's id; none for a new one. */
  id: string | undefined;
  /** The document is read under `[...queryKey, id]` (see `useDocument`). */
  queryKey: QueryKey;
  /** What is refreshed after a change (lists, balances). */
  refresh: readonly QueryKey[];
  /** Permission resource: create (and submit), update, delete (and cancel), attachments. */
  resource: Resource;
  /** Overrides of the bar's permission checks (approvers act elsewhere: `approve: false`). */
  allowed?: Partial<Record<BarAction, boolean>>;
  listPath: string;
  detailPath: (doc: T) => string;
  title: (doc: T | undefined) => ReactNode;
  /** The breadcrumb up to the list; Detail or Add is added. */
  trail: { title: ReactNode }[];
  /** Beside the status tag under the title: number, date, amount, requester…; `testId` names the line. */
  heading?: { testId?: string; facts?: (doc: T) => ReactNode };
  submitTexts?: SubmitTexts;
  /** The type's own words for approving and its own question before deleting (the spec's). */
  approveTexts?: SubmitTexts;
  deleteTexts?: DeleteTexts;
  /** The bar's buttons' test ids where the screen names them its own way (default `document-<action>`). */
  actionTestIds?: Partial<Record<BarAction, string>>;
  /** More buttons in the bar (pay, realise…). */
  actions?: (doc: T) => ReactNode;
  /** The print button once numbered; false: none. */
  print?: { testId?: string; label?: ReactNode } | false;
  /** The approved document's journal, linked (`journal_id` of the answer); `linkTestId` names the link. */
  journal?: { testId?: string; text?: ReactNode; link?: ReactNode; linkTestId?: string };
  /** Where the screen goes after a submit, from the bar or a submitting save (a posted draft journal opens its journal); none: it stays. */
  afterSubmit?: (doc: T) => string | null | undefined;
  stateAlertTestId?: string;
  /** Attachments' API path (default: the document's) or false. */
  attachments?: { path?: (doc: T) => string } | false;
  /** Shown above the document's card (what it pays, what it settles). */
  above?: (doc: T | undefined) => ReactNode;
  /** Shown below it (payments, follow-ups). */
  below?: (doc: T) => ReactNode;
  /** The form (a screen without it only reads). */
  form?: DocumentFormOptions<T, B>;
  fields?: (context: DocumentFormContext<T>) => ReactNode;
  /** The read-only view of a document that can no longer be edited (see `DocumentView`). */
  readOnly?: (doc: T) => ReactNode;
  /** A further condition on editing what the server lets the user edit (one made on another screen only reads). */
  canEdit?: (doc: T) => boolean;
  /** Still loading something the screen needs. */
  loading?: boolean;
  /** The card's body while there is no document and no form (an alert saying why). */
  empty?: ReactNode;
  backLabel?: ReactNode;
}

/** A new document with an office field starts in the user's office, unless the screen says otherwise. */
const withUserOffice = (options: Pick<DocumentFormOptions<unknown, unknown>, "schema" | "initialValues">, office: string | null) =>
  office && options.schema.shape && "office_id" in options.schema.shape && options.initialValues?.office_id === undefined
    ? { office_id: office, ...options.initialValues }
    : options.initialValues;

const journalOf = (doc: DocumentState): string | null => {
  const own = (doc as { journal_id?: unknown }).journal_id;
  return typeof own === "string" ? own : (doc.journal_ids[0] ?? null);
};

/**
 * The screen of one document (DESIGN §12), built from its declaration the way `ResourceForm` serves
 * master data: loads it (skeleton meanwhile), checks the form with the shared zod body schema and puts
 * the server's errors under their fields, sends `version` back on edit, and shows its heading (title,
 * status tag, facts), the pending/rejected alert, the lifecycle bar (submit, approve, reject, cancel,
 * delete with their toasts and refreshes), print, the journal of an approved one, the approval panel
 * and the attachments. A document no longer editable reads as a document (`readOnly`), not as a
 * disabled form. The fields and facts come from the caller.
 */
export function DocumentScreen<T extends DocumentState, B>(props: DocumentScreenProps<T, B>) {
  const { api, id, queryKey, refresh, resource, listPath, detailPath, form: options } = props;
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ownForm] = Form.useForm();
  const form = options?.instance ?? ownForm;
  const userOffice = useUserOffice();
  const [saving, setSaving] = useState<number | null>(null);
  const query = useDocument(api, queryKey, id);
  const doc = query.data?.data;
  const editable =
    !!options && (doc ? doc.actions.includes("edit") && ability.can("update", resource) && (props.canEdit?.(doc) ?? true) : !id && ability.can("create", resource));
  const ready = options?.ready ?? true;
  const toValues = useRef(options?.toValues);
  toValues.current = options?.toValues;
  useEffect(() => {
    if (doc && ready) form.setFieldsValue(toValues.current ? toValues.current(doc) : doc);
  }, [doc, ready, form]);

  const refreshAll = () => Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: key })));
  const showErrors = (errors: FieldErrors) => {
    options?.onErrors?.(errors);
    showFieldErrors(form, options?.errorsOnFields ? options.errorsOnFields(errors) : errors);
  };
  const showServer = (error: unknown) => {
    if (error instanceof ApiError && error.body?.errors) showErrors(error.body.errors);
  };
  const checked = (submitting: boolean): B | null => {
    if (!options) return null;
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const raw = options.toBody ? options.toBody(values, doc) : values;
    const shape = options.schema.shape;
    const body = shape ? Object.fromEntries(Object.entries(raw).filter(([key]) => key in shape)) : raw;
    const parsed = options.schema.safeParse(body);
    const problems = parsed.success ? (options.check?.(parsed.data, submitting) ?? {}) : {};
    if (parsed.success && Object.keys(problems).length > 0) {
      showErrors(problems);
      return null;
    }
    if (parsed.success) {
      options.onErrors?.({});
      return parsed.data;
    }
    // The messages the server would send, under the fields the form shows them at.
    showErrors(formatIssues(parsed.error.issues, currentLanguage()));
    return null;
  };
  const save = async (button: SaveButton, index: number) => {
    const body = checked(!!button.submit);
    if (!body) return;
    setSaving(index);
    let saved: Saved<T> | null = null;
    try {
      saved = doc ? await api.update(doc.id, body, doc.version) : await api.create(body);
      const answer = button.submit ? await api.submit(saved.data.id) : saved;
      toast.success(answer.message);
      await refreshAll();
      const next = (button.submit && props.afterSubmit?.(answer.data)) || (options?.afterSave === "list" ? listPath : detailPath(answer.data));
      await navigate(next, { replace: true });
    } catch (error) {
      showServer(error);
      // Saved as a draft but not submitted (a closed month, below zero…): the draft is kept.
      if (saved) {
        await refreshAll();
        if (!doc) await navigate(detailPath(saved.data), { replace: true });
      }
    } finally {
      setSaving(null);
    }
  };
  // Ctrl+S saves with the first button that neither submits nor asks first (the draft save).
  const draftIndex = editable && options ? options.buttons.findIndex((button) => !button.submit && !button.confirm && !button.disabled) : -1;
  const draftButton = draftIndex >= 0 ? options?.buttons[draftIndex] : undefined;
  useSaveShortcut(draftButton && saving === null ? () => void save(draftButton, draftIndex) : null);
  const run = useLifecycle(api, {
    refresh,
    listPath,
    beforeSubmit:
      options?.submitSavesChanges && editable && doc
        ? async () => {
            const body = checked(true);
            if (!body) return false;
            await api.update(doc.id, body, doc.version).catch((error: unknown) => {
              showServer(error);
              throw error;
            });
            return true;
          }
        : undefined,
    afterSubmit: props.afterSubmit && ((answer) => props.afterSubmit?.(answer.data)),
  });

  const can = (action: "create" | "delete") => ability.can(action, resource);
  const allowed = { submit: can("create"), delete: can("delete"), cancel: can("delete"), ...props.allowed };
  const journalId = doc ? journalOf(doc) : null;
  const print = props.print === false ? null : (props.print ?? {});
  const showForm = options && props.fields && (!doc || editable || !props.readOnly);
  const bar = { allowed, submit: props.submitTexts, approve: props.approveTexts, remove: props.deleteTexts, testIds: props.actionTestIds };
  return (
    <>
      <PageHeader
        title={props.title(doc)}
        subtitle={
          doc && (
            <Space wrap size={8} data-testid={props.heading?.testId ?? "document-heading"}>
              <DocumentStatusTag status={doc.status} />
              {props.heading?.facts?.(doc)}
            </Space>
          )
        }
        trail={[...props.trail, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          doc ? (
            <DocumentActions
              {...bar}
              actions={doc.actions}
              run={(action, note) => run(doc.id, action, note)}
              extra={
                (props.actions || print) && (
                  <>
                    {props.actions?.(doc)}
                    {print &&
                      (doc.number ? (
                        <PrintButton source={printSource(api, doc)} title={doc.number} label={print.label ?? t("document_view.print")} testId={print.testId ?? "document-print"} />
                      ) : (
                        // A print carries the document's number: one not numbered yet (a draft journal until posted) says why it has none.
                        <Tooltip title={t("document_view.print_when_numbered")}>
                          <Button icon={<PrinterOutlined />} disabled data-testid={print.testId ?? "document-print"}>
                            {print.label ?? t("document_view.print")}
                          </Button>
                        </Tooltip>
                      ))}
                  </>
                )
              }
            />
          ) : (
            options?.submitNew && editable && !id && <DocumentActions {...bar} actions={["submit"]} run={() => save({ label: "", submit: true }, -1)} />
          )
        }
      />
      {doc && <DocumentStateAlert doc={doc} testId={props.stateAlertTestId} />}
      {doc?.status === "approved" && journalId && props.journal && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid={props.journal.testId ?? "document-journal"}
          title={
            <>
              {props.journal.text ?? t("document_view.posted_as")} <Link to={`/transactions/journal/detail/${journalId}`} data-testid={props.journal.linkTestId}>
                {props.journal.link ?? t("document_view.open_journal")}
              </Link>
            </>
          }
        />
      )}
      {props.above?.(doc)}
      <Card style={{ marginBottom: 16 }}>
        {(id && query.isPending) || props.loading ? (
          <Skeleton active />
        ) : showForm ? (
          <Form form={form} layout="vertical" disabled={!editable} onValuesChange={clearErrorsOnChange(form)} initialValues={id ? options.initialValues : withUserOffice(options, userOffice)} data-testid={options.testId}>
            {props.fields?.({ form, doc, editable })}
            <Space wrap style={{ marginTop: 16 }}>
              {editable &&
                options.buttons.map((button, index) => {
                  const key = button.testId ?? (button.submit ? "submit" : "save");
                  const shown = (
                    <Button
                      key={key}
                      type={button.primary ? "primary" : "default"}
                      icon={button.icon}
                      loading={saving === index}
                      disabled={button.disabled || (saving !== null && saving !== index)}
                      onClick={button.confirm ? undefined : () => void save(button, index)}
                      data-testid={button.testId}
                    >
                      {button.label}
                    </Button>
                  );
                  if (!button.confirm) return shown;
                  return (
                    <Popconfirm
                      key={key}
                      title={button.confirm.title}
                      description={button.confirm.description}
                      okText={button.confirm.okText ?? button.label}
                      cancelText={t("common.cancel")}
                      disabled={button.disabled}
                      onConfirm={() => save(button, index)}
                    >
                      {shown}
                    </Popconfirm>
                  );
                })}
              <LinkButton to={listPath} disabled={false}>
                {props.backLabel ?? t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        ) : doc && props.readOnly ? (
          <>
            {props.readOnly(doc)}
            <Space wrap style={{ marginTop: 16 }}>
              <LinkButton to={listPath}>{props.backLabel ?? t("common.back")}</LinkButton>
            </Space>
          </>
        ) : (
          props.empty
        )}
      </Card>
      {doc && props.below?.(doc)}
      {doc && <ApprovalPanel approval={doc.approval} />}
      {doc && props.attachments !== false && (
        <AttachmentsCard documentPath={props.attachments?.path?.(doc) ?? `${api.path}/${doc.id}`} canUpload={can("create")} canDelete={can("delete")} />
      )}
    </>
  );
}
