import { CheckOutlined, CloseOutlined, DeleteOutlined, SendOutlined, StopOutlined } from "@ant-design/icons";
import type { DocumentAction } from "@neraca/core";
import { Button, Popconfirm, Space } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NoteModal } from "./NoteModal";

/** The buttons of the bar; `edit` is the form itself, not a button. */
export type BarAction = Exclude<DocumentAction, "edit">;

export interface SubmitTexts {
  label: string;
  confirm: string;
  description: string;
}

/** A document type's own question before deleting (the spec's "Delete this invoice ?"). */
export interface DeleteTexts {
  confirm: string;
  description: string;
}

/**
 * The lifecycle buttons of a document (DESIGN §12), driven by the answer's `actions` (what the
 * server lets the caller do now) and, on top, the caller's permissions (`allowed`). Submit,
 * approve and cancel ask first; reject asks for its required note; delete uses the spec's
 * "You will not be able to recover it". `run` does the call; the bar shows which one is running.
 */
export function DocumentActions({
  actions,
  allowed = {},
  run,
  submit,
  approve,
  remove,
  testIds = {},
  extra,
}: {
  actions: readonly DocumentAction[];
  allowed?: Partial<Record<BarAction, boolean>>;
  run: (action: BarAction, note: string | null) => Promise<unknown>;
  /** A document type's own words for submitting (draft journals "post"). */
  submit?: SubmitTexts;
  /** A document type's own words for approving (default: the lifecycle's). */
  approve?: SubmitTexts;
  /** A document type's own question before deleting (default: "You will not be able to recover it"). */
  remove?: DeleteTexts;
  /** The buttons' test ids where a screen names them its own way (default `document-<action>`). */
  testIds?: Partial<Record<BarAction, string>>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<BarAction | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const shown = (action: BarAction) => actions.includes(action) && allowed[action] !== false;
  const go = async (action: BarAction, note: string | null = null) => {
    setRunning(action);
    try {
      return await run(action, note);
    } finally {
      setRunning(null);
    }
  };
  const quiet = (action: BarAction) => () => go(action).catch(() => undefined);
  const submitTexts = submit ?? { label: t("lifecycle.submit"), confirm: t("lifecycle.submit_confirm"), description: t("lifecycle.submit_text") };
  const confirm = { cancelText: t("common.cancel") };
  const testId = (action: BarAction) => testIds[action] ?? `document-${action}`;

  const buttons = [
    shown("submit") && (
      <Popconfirm key="submit" title={submitTexts.confirm} description={submitTexts.description} okText={submitTexts.label} {...confirm} onConfirm={quiet("submit")}>
        <Button type="primary" icon={<SendOutlined />} loading={running === "submit"} data-testid={testId("submit")}>
          {submitTexts.label}
        </Button>
      </Popconfirm>
    ),
    shown("approve") && (
      <Popconfirm
        key="approve"
        title={approve?.confirm ?? t("lifecycle.approve_confirm")}
        description={approve?.description}
        okText={approve?.label ?? t("lifecycle.approve")}
        {...confirm}
        onConfirm={quiet("approve")}
      >
        <Button type="primary" icon={<CheckOutlined />} loading={running === "approve"} data-testid={testId("approve")}>
          {approve?.label ?? t("lifecycle.approve")}
        </Button>
      </Popconfirm>
    ),
    shown("reject") && (
      <Button key="reject" danger icon={<CloseOutlined />} loading={running === "reject"} onClick={() => setRejecting(true)} data-testid={testId("reject")}>
        {t("lifecycle.reject")}
      </Button>
    ),
    shown("cancel") && (
      <Popconfirm
        key="cancel"
        title={t("lifecycle.cancel_confirm")}
        description={t("lifecycle.cancel_text")}
        okText={t("lifecycle.cancel")}
        cancelText={t("lifecycle.keep")}
        okButtonProps={{ danger: true }}
        onConfirm={quiet("cancel")}
      >
        <Button danger icon={<StopOutlined />} loading={running === "cancel"} data-testid={testId("cancel")}>
          {t("lifecycle.cancel")}
        </Button>
      </Popconfirm>
    ),
    shown("delete") && (
      <Popconfirm
        key="delete"
        title={remove?.confirm ?? t("lifecycle.delete_confirm")}
        description={remove?.description ?? t("common.cannot_recover")}
        okText={t("common.delete")}
        {...confirm}
        okButtonProps={{ danger: true }}
        onConfirm={quiet("delete")}
      >
        <Button danger icon={<DeleteOutlined />} loading={running === "delete"} data-testid={testId("delete")}>
          {t("common.delete")}
        </Button>
      </Popconfirm>
    ),
  ].filter(Boolean);
  if (buttons.length === 0 && !extra) return null;
  return (
    <>
      <Space wrap data-testid="document-actions">
        {extra}
        {buttons}
      </Space>
      <NoteModal
        open={rejecting}
        title={t("lifecycle.reject_title")}
        text={t("lifecycle.reject_text")}
        okText={t("lifecycle.reject")}
        onConfirm={(note) => go("reject", note)}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
