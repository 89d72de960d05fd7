import { CheckOutlined, DeleteOutlined, DisconnectOutlined, LinkOutlined, PlusOutlined, ThunderboltOutlined, UploadOutlined } from "@ant-design/icons";
import { type CsvMapping, csvDateFormats, type StatementAccount, statementFormats, type StatementImportBody, type StatementImportResult } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Checkbox, Col, Collapse, Form, Input, Modal, Popconfirm, Row, Select, Space, Statistic, Table, type TablePaginationConfig, Tag, Tooltip, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { PrintButton } from "../../../components/PrintPreview";
import { clearErrorsOnChange, showFieldErrors, showServerErrors } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { AutoMatchResult, ReconciliationBookLine as BookLine, ReconciliationStatementLine as StatementLine } from "@neraca/core";
import { accountsApi, rekonApi, typeApi } from "../api";
import { balancesToType, formatLabel, type ImportRefusal, importRefusal } from "../statement-import";

const LIST = "/transactions/cashbank/rekon";

/**
 * The statement's and the book's lines a page at a time: a month of a busy account is thousands of
 * lines, and a table of all of them (each with its checkbox and button) took seconds to draw.
 */
const LINES_PAGINATION: TablePaginationConfig = { defaultPageSize: 100, pageSizeOptions: [50, 100, 500], showSizeChanger: true, hideOnSinglePage: true, size: "small" };
const mappingFields = [
  "date_column",
  "description_column",
  "reference_column",
  "amount_column",
  "direction_column",
  "credit_marker",
  "debit_column",
  "credit_column",
  "balance_column",
  "pending_marker",
  "opening_label",
  "closing_label",
] as const;

/** What an import took, shown on the reconciliation it made (the address's state, from the import screen). */
interface ImportedState {
  imported: StatementImportResult & { file_name: string };
}

/**
 * `/transactions/cashbank/rekon/add`: a statement file for a bank account (CSV with its columns or a
 * bank preset, OFX, MT940, camt.053). A refusal of the file shows above the form: a file imported
 * already names (and links) the import that has its lines; a file of several accounts lists them to
 * pick one. The balances are typed only where the file does not state them.
 */
function ImportStatement() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [statementAccount, setStatementAccount] = useState<string | null>(null);
  // The server asked for a balance the mapping seemed to give (a summary row the file lacks).
  const [askBalances, setAskBalances] = useState(false);
  const format = Form.useWatch("format", form) as StatementImportBody["format"] | undefined;
  const cashbankId = Form.useWatch("cashbank_id", form) as string | undefined;
  const mappingValues = Form.useWatch("mapping", form) as Partial<CsvMapping> | undefined;
  const needed = balancesToType(format, mappingValues);
  const typed = { opening: needed.opening || (format === "csv" && askBalances), closing: needed.closing || (format === "csv" && askBalances) };
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list() });
  const presets = useQuery({ queryKey: ["cashbank", "rekon", "presets"], queryFn: () => rekonApi.presets() });
  const saved = useQuery({ queryKey: ["cashbank", "rekon", "mapping", cashbankId], queryFn: () => rekonApi.savedMapping(cashbankId ?? ""), enabled: !!cashbankId });
  useEffect(() => {
    if (saved.data?.data) form.setFieldsValue({ mapping: saved.data.data, preset: undefined });
  }, [saved.data, form]);
  const choosePreset = (key: string) => {
    const preset = presets.data?.data.find((p) => p.key === key);
    if (preset) form.setFieldsValue({ mapping: preset.mapping });
  };
  /** Another file, account or format: what was said of the last one no longer holds. */
  const startOver = () => {
    setRefusal(null);
    setStatementAccount(null);
    setAskBalances(false);
  };
  const submit = async (account: string | null = null) => {
    const values = form.getFieldsValue(true);
    if (!file) return;
    setBusy(true);
    try {
      const content = await file.text();
      const csv = values.format === "csv";
      const mapping = csv ? (Object.fromEntries(Object.entries(values.mapping ?? {}).filter(([, v]) => v !== undefined && v !== "")) as CsvMapping) : undefined;
      const answer = await rekonApi.import({
        cashbank_id: values.cashbank_id,
        format: values.format,
        file_name: file.name,
        content,
        mapping,
        save_mapping: csv && !!values.save_mapping,
        opening_balance: (typed.opening && values.opening_balance) || null,
        closing_balance: (typed.closing && values.closing_balance) || null,
        statement_account: account,
      });
      const state: ImportedState = { imported: { ...answer.data, file_name: file.name } };
      await navigate(`${LIST}/add/${answer.data.id}`, { replace: true, state });
    } catch (error) {
      const { refusal: shown, fields } = importRefusal(error);
      showFieldErrors(form, fields);
      if ("opening_balance" in fields || "closing_balance" in fields) setAskBalances(true);
      setRefusal(shown);
    } finally {
      setBusy(false);
    }
  };
  const accountLabel = (a: StatementAccount) =>
    [
      [a.account ?? "?", a.currency].filter(Boolean).join(" "),
      t("cashbank.rekon.account_lines", { count: a.lines }),
      a.date_from && a.date_to ? `${formatDate(a.date_from)} – ${formatDate(a.date_to)}` : null,
    ]
      .filter(Boolean)
      .join(" · ");
  return (
    <Card>
      {refusal?.kind === "imported_already" && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="rekon-import-refused"
          title={refusal.message}
          description={
            <Space wrap>
              <span>{t("cashbank.rekon.nothing_imported")}</span>
              {refusal.earlier && (
                <Link to={`${LIST}/add/${refusal.earlier.reconciliation_id}`} data-testid="rekon-earlier-import">
                  {t("cashbank.rekon.open_earlier_import")}
                </Link>
              )}
            </Space>
          }
        />
      )}
      {refusal?.kind === "choose_account" && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="rekon-import-refused"
          title={refusal.message}
          description={
            <Space wrap>
              <Select
                style={{ minWidth: 360 }}
                placeholder={t("cashbank.rekon.statement_account")}
                aria-label={t("cashbank.rekon.statement_account")}
                data-testid="rekon-statement-account"
                value={statementAccount ?? undefined}
                onChange={setStatementAccount}
                options={refusal.accounts.map((a) => ({ value: a.account, label: accountLabel(a), disabled: !a.account }))}
              />
              <Button type="primary" icon={<UploadOutlined />} loading={busy} disabled={!statementAccount} onClick={() => void submit(statementAccount)} data-testid="rekon-import-account">
                {t("cashbank.rekon.import_account")}
              </Button>
            </Space>
          }
        />
      )}
      {refusal?.kind === "refused" && <Alert type="error" showIcon style={{ marginBottom: 16 }} data-testid="rekon-import-refused" title={refusal.message} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ format: "csv", save_mapping: true, mapping: { delimiter: ",", decimal: ".", date_format: "DD/MM/YYYY", skip_lines: 0 } }}
        onValuesChange={(changed: Record<string, unknown>) => {
          clearErrorsOnChange(form)(changed);
          if ("cashbank_id" in changed || "format" in changed) startOver();
        }}
        data-testid="rekon-import"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="cashbank_id" label={t("cashbank.fields.cashbank")} required>
              <Select
                data-testid="rekon-cashbank"
                options={(accounts.data?.data ?? []).filter((a) => a.subtype === "bank").map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="format"
              label={t("cashbank.rekon.format")}
              required
              extra={!typed.opening && !typed.closing ? <span data-testid="rekon-balances-in-file">{t("cashbank.rekon.balances_in_file")}</span> : undefined}
            >
              <Select data-testid="rekon-format" options={statementFormats.map((f) => ({ value: f, label: formatLabel(f) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="content" label={t("cashbank.rekon.file")} required>
              <Space>
                <Button icon={<UploadOutlined />} onClick={() => document.getElementById("rekon-file")?.click()}>
                  {t("cashbank.rekon.choose_file")}
                </Button>
                <Typography.Text>{file?.name}</Typography.Text>
                <input
                  id="rekon-file"
                  type="file"
                  style={{ display: "none" }}
                  data-testid="rekon-file"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    startOver();
                  }}
                />
              </Space>
            </Form.Item>
          </Col>
        </Row>
        {format === "csv" && (
          <Collapse
            defaultActiveKey={["mapping"]}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: "mapping",
                label: t("cashbank.rekon.mapping"),
                children: (
                  <Row gutter={16}>
                    <Col xs={24} md={8}>
                      <Form.Item name="preset" label={t("cashbank.rekon.preset")}>
                        <Select allowClear data-testid="rekon-preset" onChange={choosePreset} options={(presets.data?.data ?? []).map((p) => ({ value: p.key, label: t(`cashbank.rekon.presets.${p.key}`, { defaultValue: p.name }) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={["mapping", "delimiter"]} label={t("cashbank.rekon.delimiter")}>
                        <Select options={[",", ";", "\t", "|"].map((d) => ({ value: d, label: d === "\t" ? "Tab" : d }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={["mapping", "decimal"]} label={t("cashbank.rekon.decimal")}>
                        <Select options={[".", ","].map((d) => ({ value: d, label: d }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={["mapping", "date_format"]} label={t("cashbank.rekon.date_format")}>
                        <Select options={csvDateFormats.map((d) => ({ value: d, label: d }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name="save_mapping" valuePropName="checked" label=" ">
                        <Checkbox>{t("cashbank.rekon.save_mapping")}</Checkbox>
                      </Form.Item>
                    </Col>
                    {mappingFields.map((field) => (
                      <Col xs={12} md={6} key={field}>
                        <Form.Item name={["mapping", field]} label={t(`cashbank.rekon.columns.${field}`)}>
                          <Input maxLength={80} />
                        </Form.Item>
                      </Col>
                    ))}
                    <Col xs={12} md={6}>
                      <Form.Item name={["mapping", "marker_after_amount"]} valuePropName="checked" label=" ">
                        <Checkbox data-testid="rekon-marker-after-amount">{t("cashbank.rekon.marker_after_amount")}</Checkbox>
                      </Form.Item>
                    </Col>
                    {/* Only the balances the file does not state (no running balance, no summary row). */}
                    {typed.opening && (
                      <Col xs={12} md={6}>
                        <Form.Item name="opening_balance" label={t("cashbank.rekon.opening")}>
                          <MoneyInput data-testid="rekon-opening" />
                        </Form.Item>
                      </Col>
                    )}
                    {typed.closing && (
                      <Col xs={12} md={6}>
                        <Form.Item name="closing_balance" label={t("cashbank.rekon.closing")}>
                          <MoneyInput data-testid="rekon-closing" />
                        </Form.Item>
                      </Col>
                    )}
                  </Row>
                ),
              },
            ]}
          />
        )}
        <Button type="primary" icon={<UploadOutlined />} loading={busy} disabled={!file} onClick={() => void submit()} data-testid="rekon-import-submit">
          {t("cashbank.rekon.import")}
        </Button>
      </Form>
    </Card>
  );
}

/** The missing receipt or payment of a statement line: a bank-in type for money in, bank-out for money out, and its counter account. */
function CreateFromLine({ line, onClose }: { line: StatementLine | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list() });
  const kind = line && !line.amount.startsWith("-") ? "bank_in" : "bank_out";
  const options = (types.data?.data ?? []).filter((x) => x.kind === kind && x.is_active);
  useEffect(() => {
    if (line) form.resetFields();
  }, [line, form]);
  const save = async () => {
    if (!line) return;
    const values = form.getFieldsValue(true);
    try {
      const answer = await rekonApi.create(line.id, { transaction_type_id: values.transaction_type_id, account_id: values.account_id, description: values.description || null });
      toast.success(answer.message);
      onClose(true);
    } catch (error) {
      showServerErrors(form, error);
    }
  };
  return (
    <Modal open={!!line} title={t("cashbank.rekon.create_title")} onCancel={() => onClose(false)} onOk={() => void save()} okText={t("cashbank.rekon.create_missing")} destroyOnHidden>
      {line && (
        <Form form={form} layout="vertical" initialValues={{ description: line.description }} data-testid="rekon-create-form">
          <Typography.Paragraph>
            {formatDate(line.date)} · <Amount value={line.amount} /> · {line.description}
          </Typography.Paragraph>
          <Form.Item name="transaction_type_id" label={t("cashbank.fields.type")} required>
            <Select
              data-testid="rekon-create-type"
              options={options.map((x) => ({ value: x.id, label: `${x.code} · ${x.name}` }))}
              onChange={(id: string) => {
                const type = options.find((x) => x.id === id);
                if (type?.default_account_id) form.setFieldsValue({ account_id: type.default_account_id });
              }}
            />
          </Form.Item>
          <Form.Item name="account_id" label={t("cashbank.types.default_account")} required>
            <RecordSelect kind="account" data-testid="rekon-create-account" />
          </Form.Item>
          <Form.Item name="description" label={t("cashbank.fields.description")}>
            <Input maxLength={1000} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/**
 * `/transactions/cashbank/rekon/add/{id}`: a statement beside the account's unreconciled ledger
 * lines. Auto-match, match by hand (select statement and ledger lines whose sums agree), create
 * what the books lack, and finish when the reconciled book balance equals the statement's closing.
 */
function WorkOn({ id }: { id: string }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ["transactions", "cashbank", "rekon", id], queryFn: () => rekonApi.get(id) });
  const rec = query.data?.data;
  const [statementKeys, setStatementKeys] = useState<string[]>([]);
  const [bookKeys, setBookKeys] = useState<string[]>([]);
  const [creating, setCreating] = useState<StatementLine | null>(null);
  const [auto, setAuto] = useState<AutoMatchResult | null>(null);
  const location = useLocation();
  const imported = (location.state as ImportedState | null)?.imported;
  if (!rec) return <Card loading />;
  const open = rec.status === "open" && ability.can("update", "TxRekon");
  const matchFilters = [
    { text: t("cashbank.rekon.matched"), value: "matched" },
    { text: t("cashbank.rekon.unmatched"), value: "unmatched" },
  ];
  const refresh = async () => {
    setStatementKeys([]);
    setBookKeys([]);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const act = async (work: () => Promise<{ message: string }>) => {
    try {
      toast.success((await work()).message);
      await refresh();
    } catch {
      // The client has shown why.
    }
  };
  const bookKey = (b: BookLine) => `${b.journal_id}:${b.line_no}`;
  const s = rec.summary;
  const balanced = s.difference === "0.00" && s.unmatched_statement_lines === 0;
  return (
    <>
      <Card style={{ marginBottom: 16 }} data-testid="rekon-summary">
        <Row gutter={16}>
          <Col xs={12} md={4}>
            <Statistic title={t("cashbank.rekon.closing")} value={rec.closing_balance} formatter={(v) => <Amount value={String(v)} />} />
          </Col>
          <Col xs={12} md={5}>
            <Statistic title={t("cashbank.rekon.book_balance")} value={s.book_balance} formatter={(v) => <Amount value={String(v)} />} />
          </Col>
          <Col xs={12} md={5}>
            <Statistic title={t("cashbank.rekon.book_lines")} value={s.outstanding_book} formatter={(v) => <Amount value={String(v)} />} />
          </Col>
          <Col xs={12} md={5}>
            <Statistic title={t("cashbank.rekon.reconciled_balance")} value={s.reconciled_balance} formatter={(v) => <Amount value={String(v)} />} />
          </Col>
          <Col xs={12} md={5}>
            <Statistic
              title={t("cashbank.rekon.difference")}
              value={s.difference}
              formatter={(v) => (
                <span data-testid="rekon-difference" style={{ color: balanced ? "#389e0d" : "#cf1322" }}>
                  <Amount value={String(v)} />
                </span>
              )}
            />
          </Col>
        </Row>
      </Card>
      {imported?.id === rec.id && (
        <Alert
          type={imported.skipped > 0 ? "info" : "success"}
          showIcon
          closable
          style={{ marginBottom: 16 }}
          data-testid="rekon-imported"
          title={t("cashbank.rekon.imported", { count: imported.imported, file: imported.file_name })}
          description={
            <>
              {imported.skipped > 0 && <div data-testid="rekon-imported-skipped">{t("cashbank.rekon.imported_skipped", { count: imported.skipped })}</div>}
              {open && <div>{t("cashbank.rekon.imported_next")}</div>}
            </>
          }
        />
      )}
      {auto && auto.ambiguous.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          title={t("cashbank.rekon.candidates", { count: auto.ambiguous.length })}
          description={auto.ambiguous.map((a) => {
            const line = rec.statement_lines.find((l) => l.id === a.statement_line_id);
            return (
              <div key={a.statement_line_id}>
                #{line?.line_no} {line?.description}: {a.candidates.map((c) => `${c.number} (${formatDate(c.date)})`).join(", ")}
              </div>
            );
          })}
        />
      )}
      {open && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            icon={<ThunderboltOutlined />}
            data-testid="rekon-auto-match"
            onClick={() =>
              void act(async () => {
                const answer = await rekonApi.autoMatch(rec.id);
                setAuto(answer.data);
                return answer;
              })
            }
          >
            {t("cashbank.rekon.auto_match")}
          </Button>
          <Button
            icon={<LinkOutlined />}
            disabled={statementKeys.length === 0 || bookKeys.length === 0}
            data-testid="rekon-match"
            onClick={() =>
              void act(() =>
                rekonApi.match(
                  rec.id,
                  statementKeys,
                  bookKeys.map((k) => ({ journal_id: k.split(":")[0] as string, line_no: Number(k.split(":")[1]) })),
                ),
              )
            }
          >
            {t("cashbank.rekon.match")}
          </Button>
          <Popconfirm title={t("cashbank.rekon.finish_confirm")} description={t("cashbank.rekon.finish_text")} onConfirm={() => act(() => rekonApi.finish(rec.id))}>
            <Button type="primary" icon={<CheckOutlined />} disabled={!balanced} data-testid="rekon-finish">
              {t("cashbank.rekon.finish")}
            </Button>
          </Popconfirm>
          {ability.can("delete", "TxRekon") && (
            <Popconfirm
              title={t("cashbank.rekon.delete_confirm")}
              description={t("common.cannot_recover")}
              onConfirm={async () => {
                toast.success((await rekonApi.remove(rec.id)).message);
                queryClient.removeQueries({ queryKey: ["transactions"] });
                await navigate(LIST);
              }}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t("common.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card title={t("cashbank.rekon.statement_lines")} size="small" style={{ marginBottom: 16 }}>
            <Table<StatementLine>
              rowKey="id"
              size="small"
              pagination={LINES_PAGINATION}
              scroll={{ y: 480, x: true }}
              dataSource={rec.statement_lines}
              data-testid="rekon-statement-lines"
              rowSelection={open ? { selectedRowKeys: statementKeys, onChange: (keys) => setStatementKeys(keys.map(String)), getCheckboxProps: (l) => ({ disabled: !!l.match_id }) } : undefined}
              columns={[
                { title: t("cashbank.fields.date"), dataIndex: "date", render: formatDate, width: 110 },
                { title: t("cashbank.fields.description"), key: "description", render: (_: unknown, l) => [l.description, l.reference].filter(Boolean).join(" · ") },
                { title: t("cashbank.fields.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
                {
                  title: t("cashbank.fields.status"),
                  key: "status",
                  filters: matchFilters,
                  onFilter: (value, l) => (value === "matched") === !!l.match_id,
                  render: (_: unknown, l) =>
                    l.match_id ? (
                      <Tag color="green">{t("cashbank.rekon.matched")}</Tag>
                    ) : open ? (
                      <Button size="small" icon={<PlusOutlined />} onClick={() => setCreating(l)} data-testid="rekon-create">
                        {t("cashbank.rekon.create_missing")}
                      </Button>
                    ) : (
                      <Tag color="orange">{t("cashbank.rekon.unmatched")}</Tag>
                    ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("cashbank.rekon.book_lines")} size="small" style={{ marginBottom: 16 }}>
            <Table<BookLine>
              rowKey={bookKey}
              size="small"
              pagination={LINES_PAGINATION}
              scroll={{ y: 480, x: true }}
              dataSource={rec.book_lines.filter((b) => b.match_id || b.date >= (rec.date_from ?? "0000"))}
              data-testid="rekon-book-lines"
              rowSelection={open ? { selectedRowKeys: bookKeys, onChange: (keys) => setBookKeys(keys.map(String)), getCheckboxProps: (b) => ({ disabled: !!b.match_id }) } : undefined}
              columns={[
                { title: t("cashbank.fields.date"), dataIndex: "date", render: formatDate, width: 110 },
                {
                  title: t("cashbank.fields.number"),
                  dataIndex: "number",
                  render: (v: string, b) => <Link to={b.source_type === "cashbank" && b.source_id ? `/transactions/cashbank/detail/${b.source_id}` : `/transactions/journal/detail/${b.journal_id}`}>{v}</Link>,
                },
                { title: t("cashbank.fields.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
                {
                  title: t("cashbank.fields.status"),
                  key: "status",
                  filters: matchFilters,
                  onFilter: (value, b) => (value === "matched") === !!b.match_id,
                  render: (_: unknown, b) =>
                    b.match_id ? (
                      <Space size={4}>
                        <Tag color="green">{t("cashbank.rekon.matched")}</Tag>
                        {open && (
                          <Tooltip title={t("cashbank.rekon.unmatch")}>
                            <Button size="small" type="text" icon={<DisconnectOutlined />} aria-label={t("cashbank.rekon.unmatch")} onClick={() => void act(() => rekonApi.unmatch(rec.id, b.match_id as string))} />
                          </Tooltip>
                        )}
                      </Space>
                    ) : null,
                },
                // Last: in a half-width card the amount and the match (with its undo) stay in view.
                { title: t("cashbank.fields.description"), dataIndex: "description" },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <CreateFromLine
        line={creating}
        onClose={(done) => {
          setCreating(null);
          if (done) void refresh();
        }}
      />
    </>
  );
}

/** `/transactions/cashbank/rekon/add` (import) and `/add/{id}` (work on it). */
export function RekonPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useQuery({ queryKey: ["transactions", "cashbank", "rekon", id], queryFn: () => rekonApi.get(id ?? ""), enabled: !!id });
  const rec = query.data?.data;
  return (
    <>
      <PageHeader
        title={rec ? `${t("cashbank.rekon.title")} · ${rec.cashbank_name}` : t("cashbank.rekon.add")}
        subtitle={
          rec && (
            <Space wrap>
              <Tag color={rec.status === "finished" ? "green" : "blue"} data-testid="rekon-status">
                {t(`cashbank.rekon.status.${rec.status}`)}
              </Tag>
              <Typography.Text>
                {t("cashbank.rekon.statement_date")}: {formatDate(rec.statement_date)}
              </Typography.Text>
              {rec.file_name && <Typography.Text type="secondary" data-testid="rekon-file-name">{rec.file_name}</Typography.Text>}
            </Space>
          )
        }
        trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("menu.cashbank_rekon")}</Link> }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          rec && (
            <PrintButton source={{ load: () => rekonApi.print(rec.id), fileName: `rekon-${rec.statement_date}` }} label={t("cashbank.rekon.print")} testId="rekon-print" />
          )
        }
      />
      {id ? <WorkOn id={id} /> : <ImportStatement />}
    </>
  );
}
