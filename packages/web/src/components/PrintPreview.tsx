import { DownloadOutlined, PrinterOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Modal, Skeleton, Space } from "antd";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PrintSource, saveFile } from "../lib/download";
import { LinkButton } from "./LinkButton";
import { PageHeader } from "./PageHeader";

/** Test ids of a preview's parts; the defaults are the shared ones (`print-frame`, `print-download`, `print-print`). */
export interface PrintTestIds {
  frame?: string;
  download?: string;
  print?: string;
}

/**
 * The print's PDF, fetched once per showing, and a `blob:` URL of it for the frame (the server's CSP
 * allows framing `blob:` and nothing else), revoked when the preview goes.
 */
function usePrintFile({ load, fileName }: PrintSource) {
  const file = useQuery({ queryKey: ["print", fileName], queryFn: load, retry: false, gcTime: 0 });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const blob = file.data.blob;
    // The browser shows a blob by its type: make sure it is read as a PDF.
    const next = URL.createObjectURL(blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file.data]);
  return { file, url };
}

type PrintState = ReturnType<typeof usePrintFile> & { frame: RefObject<HTMLIFrameElement | null> };

function PrintButtons({ state, fileName, testIds }: { state: PrintState; fileName: string; testIds?: PrintTestIds }) {
  const { t } = useTranslation();
  const data = state.file.data;
  return (
    <>
      <Button icon={<DownloadOutlined />} disabled={!data} onClick={() => data && saveFile(data, `${fileName}.pdf`)} data-testid={testIds?.download ?? "print-download"}>
        {t("print_preview.download")}
      </Button>
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        disabled={!state.url}
        onClick={() => state.frame.current?.contentWindow?.print()}
        data-testid={testIds?.print ?? "print-print"}
      >
        {t("print_preview.print")}
      </Button>
    </>
  );
}

function PrintFrame({ state, title, height, testId }: { state: PrintState; title: string; height: string; testId?: string }) {
  const { t } = useTranslation();
  if (state.file.isError) return <Alert type="error" showIcon title={t("print_preview.failed")} />;
  if (!state.url) return <Skeleton active />;
  return <iframe ref={state.frame} title={title} src={state.url} style={{ width: "100%", height, border: 0 }} data-testid={testId ?? "print-frame"} />;
}

/** A print's preview in a dialog, with Download and Print; mounted only while open. */
function PrintModalBody({ source, title, onClose, testIds }: { source: PrintSource; title: string; onClose: () => void; testIds?: PrintTestIds }) {
  const { t } = useTranslation();
  const state = { ...usePrintFile(source), frame: useRef<HTMLIFrameElement>(null) };
  return (
    <Modal
      open
      title={title}
      width={980}
      centered
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t("print_preview.close")}</Button>
          <PrintButtons state={state} fileName={source.fileName} testIds={testIds} />
        </Space>
      }
      modalRender={(node) => <div data-testid="print-preview">{node}</div>}
    >
      <PrintFrame state={state} title={title} height="72vh" testId={testIds?.frame} />
    </Modal>
  );
}

/**
 * The Print button of every document: opens the A4 print's preview (Download and Print in it),
 * never a download by surprise.
 */
export function PrintButton({
  source,
  title,
  label,
  testId,
  size,
  iconOnly = false,
}: {
  source: PrintSource;
  title?: string;
  label?: ReactNode;
  testId?: string;
  size?: "small" | "middle";
  iconOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = label ?? t("print_preview.print");
  return (
    <>
      <Button icon={<PrinterOutlined />} size={size} onClick={() => setOpen(true)} data-testid={testId} aria-label={iconOnly ? t("print_preview.title") : undefined}>
        {iconOnly ? null : text}
      </Button>
      {open && <PrintModalBody source={source} title={title ?? t("print_preview.title")} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A print route's page (`…/prints/:id`, `…/report/:id`): the preview under the page header, with Back, Download and Print. */
export function PrintPreviewPage({
  source,
  title,
  back,
  trail,
  testIds,
}: {
  source: PrintSource;
  title: string;
  back: string;
  trail?: { title: ReactNode }[];
  testIds?: PrintTestIds;
}) {
  const { t } = useTranslation();
  const state = { ...usePrintFile(source), frame: useRef<HTMLIFrameElement>(null) };
  return (
    <>
      <PageHeader
        title={title}
        trail={trail}
        actions={
          <Space wrap>
            <LinkButton to={back}>{t("common.back")}</LinkButton>
            <PrintButtons state={state} fileName={source.fileName} testIds={testIds} />
          </Space>
        }
      />
      <Card>
        <PrintFrame state={state} title={title} height="78vh" testId={testIds?.frame} />
      </Card>
    </>
  );
}
