import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { limitTypes, moduleApprovalBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Empty, Form, Modal, Radio, Row, Select, Space, Switch, Tooltip } from "antd";
import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { ApiError } from "../../../lib/api-client";
import { clearErrorsOnChange, showFieldErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { allRoles, type ModuleApproval, moduleApprovalApi } from "../api";
import { bodyOf, type LevelValues, levelFieldErrors, levelValuesOf, newLevel } from "./module-approval-form";

/** Members and roles of the company, grouped, as approver options (`user:<id>`, `role:<id>`). */
function useApproverOptions(open: boolean) {
  const { t } = useTranslation();
  const members = useQuery({ queryKey: ["setting", "approver-members"], queryFn: moduleApprovalApi.members, enabled: open, retry: false });
  const roles = useQuery({ queryKey: ["setting", "role", "all"], queryFn: allRoles, enabled: open });
  return [
    {
      label: t("module_approval.members"),
      options: (members.data?.data ?? []).map((m) => ({ value: `user:${m.id}`, label: `${m.user_name} (${m.email})` })),
    },
    { label: t("module_approval.roles"), options: (roles.data?.data ?? []).map((r) => ({ value: `role:${r.id}`, label: r.name })) },
  ];
}

/**
 * The ordered approval levels of one module: add, remove, move up or down; per level the amounts it
 * applies to (every amount, above one, or between two), whether any one or every approver must
 * approve, and the approvers (members or roles). Checked with the API's own schema; the server's
 * 422 errors land under their fields.
 */
export function ModuleApprovalEditor({ module, onClose }: { module: ModuleApproval | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ levels: LevelValues[]; allow_creator_approval: boolean }>();
  const levels = Form.useWatch("levels", form) ?? [];
  const approverOptions = useApproverOptions(module !== null);
  // Filled before the opened modal paints, so a level added at once is not taken away by the fill.
  useLayoutEffect(() => {
    if (module) form.setFieldsValue({ levels: levelValuesOf(module.levels), allow_creator_approval: module.allow_creator_approval });
  }, [module, form]);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof moduleApprovalApi.save>[1]) => moduleApprovalApi.save(module?.module ?? "draft_journal", body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "module-approval"] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.body?.errors) showFieldErrors(form, levelFieldErrors(error.body.errors));
    },
  });
  const submit = () => {
    const values = form.getFieldsValue(true);
    const body = validateWith(form, moduleApprovalBody, bodyOf(values.levels ?? [], values.allow_creator_approval === true), currentLanguage());
    if (body) save.mutate(body);
  };

  return (
    <Modal
      open={module !== null}
      title={t("module_approval.edit_title", { module: module?.name ?? "" })}
      width={920}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: save.isPending, ...{ "data-testid": "module-approval-save" } }}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="module-approval-form" onValuesChange={clearErrorsOnChange(form)}>
        <Form.List name="levels">
          {(fields, { add, remove, move }, { errors }) => (
            <>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("module_approval.no_levels")} />}
              {fields.map((field, index) => {
                const type = levels[index]?.limit_type ?? "all";
                return (
                  <Card
                    key={field.key}
                    size="small"
                    style={{ marginBottom: 12 }}
                    data-testid={`approval-level-${index}`}
                    title={t("approval_panel.level", { n: index + 1 })}
                    extra={
                      <Space size={4}>
                        <Tooltip title={t("module_approval.move_up")}>
                          <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t("module_approval.move_up")} />
                        </Tooltip>
                        <Tooltip title={t("module_approval.move_down")}>
                          <Button
                            size="small"
                            icon={<ArrowDownOutlined />}
                            disabled={index === fields.length - 1}
                            onClick={() => move(index, index + 1)}
                            aria-label={t("module_approval.move_down")}
                          />
                        </Tooltip>
                        <Tooltip title={t("module_approval.remove_level")}>
                          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(index)} aria-label={t("module_approval.remove_level")} />
                        </Tooltip>
                      </Space>
                    }
                  >
                    <Row gutter={12}>
                      <Col xs={24} md={8}>
                        <Form.Item name={[field.name, "limit_type"]} label={t("module_approval.limit_type")}>
                          <Select
                            data-testid={`level-${index}-limit-type`}
                            options={limitTypes.map((value) => ({ value, label: t(`module_approval.limit_types.${value}`) }))}
                          />
                        </Form.Item>
                      </Col>
                      {type !== "all" && (
                        <Col xs={12} md={8}>
                          <Form.Item
                            name={[field.name, "amount_min"]}
                            label={type === "above" ? t("module_approval.amount_above") : t("module_approval.amount_min")}
                          >
                            <MoneyInput data-testid={`level-${index}-amount-min`} />
                          </Form.Item>
                        </Col>
                      )}
                      {type === "between" && (
                        <Col xs={12} md={8}>
                          <Form.Item name={[field.name, "amount_max"]} label={t("module_approval.amount_max")}>
                            <MoneyInput data-testid={`level-${index}-amount-max`} />
                          </Form.Item>
                        </Col>
                      )}
                    </Row>
                    <Row gutter={12}>
                      <Col xs={24} md={16}>
                        <Form.Item name={[field.name, "approvers"]} label={t("module_approval.approvers")}>
                          <Select
                            mode="multiple"
                            optionFilterProp="label"
                            placeholder={t("module_approval.approvers_placeholder")}
                            options={approverOptions}
                            data-testid={`level-${index}-approvers`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item name={[field.name, "mode"]} label={t("module_approval.mode")}>
                          <Radio.Group
                            optionType="button"
                            options={[
                              { value: "any", label: t("approval_panel.modes.any") },
                              { value: "all", label: t("approval_panel.modes.all") },
                            ]}
                          />
                        </Form.Item>
                      </Col>
                    </Row>
                  </Card>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newLevel())} data-testid="module-approval-add-level">
                {t("module_approval.add_level")}
              </Button>
              {levels.length > 0 && <Alert type="info" showIcon style={{ marginTop: 12 }} title={t("module_approval.intro")} />}
            </>
          )}
        </Form.List>
        <Form.Item
          name="allow_creator_approval"
          valuePropName="checked"
          label={t("module_approval.allow_creator_approval")}
          extra={t("module_approval.allow_creator_approval_help")}
          style={{ marginTop: 16 }}
        >
          <Switch data-testid="module-approval-allow-creator" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
