import { LogoutOutlined } from "@ant-design/icons";
import { businessTypes, companyRegisterBody, formatIssues } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, DatePicker, Form, Input, Select, Space, Steps } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { LinkButton } from "../../../components/LinkButton";
import { showFieldErrors, showServerErrors } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { startSession, useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useSignOut } from "../../../lib/use-sign-out";
import { type CompanyRegisterValues, companyApi } from "../api";
import { PlanPicker } from "../components/PlanPicker";
import { AppForm } from "../../../components/AppForm";
import { CurrencySelect } from "../../../components/CurrencySelect";

const stepFields: (keyof CompanyRegisterValues)[][] = [
  ["organization_name", "brand_name", "business_type", "base_currency"],
  ["cut_off_date"],
  ["pricing_plan", "billing_cycle"],
];

/** Company registration in three steps: organization, cut-off date, pricing plan (spec §2). */
export function CompanyRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const signOut = useSignOut();
  const [form] = Form.useForm<CompanyRegisterValues>();
  const [step, setStep] = useState(0);
  const plan = Form.useWatch("pricing_plan", form);
  const cycle = Form.useWatch("billing_cycle", form);

  const register = useMutation({
    mutationFn: companyApi.register,
    onSuccess: async (answer) => {
      startSession(answer.token, answer.data);
      queryClient.clear();
      toast.success(answer.message);
      await navigate("/dashboard", { replace: true });
    },
    onError: (error) => {
      showServerErrors(form, error);
      const fields = Object.keys((error as { body?: { errors?: object } }).body?.errors ?? {});
      const first = stepFields.findIndex((list) => list.some((f) => fields.includes(f)));
      if (first >= 0) setStep(first);
    },
  });

  /** Checks the fields of the steps up to `upTo` with the API's schema; moves to the first bad one. */
  const check = (upTo: number): CompanyRegisterValues | null => {
    const values = form.getFieldsValue(true) as CompanyRegisterValues;
    const result = companyRegisterBody.safeParse(values);
    if (result.success) return result.data;
    const errors = formatIssues(result.error.issues, currentLanguage());
    const wanted = stepFields.slice(0, upTo + 1).flat() as string[];
    const relevant = Object.fromEntries(Object.entries(errors).filter(([key]) => wanted.includes(key)));
    if (Object.keys(relevant).length === 0) return values;
    showFieldErrors(form, relevant);
    const first = stepFields.findIndex((list) => list.some((f) => f in relevant));
    setStep(first >= 0 ? first : step);
    return null;
  };

  const next = () => {
    if (check(step)) setStep(step + 1);
  };
  const submit = () => {
    const body = check(stepFields.length - 1);
    if (body) register.mutate(body as CompanyRegisterValues);
  };

  const toolbarExtra = (
    <Space size={4}>
      {session.hasCompany && (
        <LinkButton type="text" to="/dashboard">
          {t("company_register.back_to_dashboard")}
        </LinkButton>
      )}
      <Button type="text" icon={<LogoutOutlined />} onClick={() => void signOut()} data-testid="register-sign-out">
        {t("navbar.sign_out")}
      </Button>
    </Space>
  );

  return (
    <AuthShell title={t("company_register.title")} subtitle={t("company_register.subtitle")} wide toolbarExtra={toolbarExtra}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { title: t("company_register.step_organization") },
          { title: t("company_register.step_cut_off") },
          { title: t("company_register.step_plan") },
        ]}
        data-testid="register-steps"
      />
      <AppForm form={form} initialValues={{ pricing_plan: "starter", billing_cycle: "monthly", business_type: "trading", base_currency: "IDR" }} data-testid="company-register-form">
        {step === 0 && (
          <>
            <Form.Item name="organization_name" label={t("fields.organization_name")} required>
              <Input placeholder="PT Sumber Makmur Sejahtera" />
            </Form.Item>
            <Form.Item name="brand_name" label={t("fields.brand_name")} required extra={t("company_register.brand_hint")}>
              <Input placeholder="Sumber Makmur" />
            </Form.Item>
            <Form.Item name="business_type" label={t("fields.business_type")} required>
              <Select options={businessTypes.map((value) => ({ value, label: t(`business_types.${value}`) }))} />
            </Form.Item>
            <Form.Item name="base_currency" label={t("fields.base_currency")} required extra={t("fields.base_currency_hint")}>
              <CurrencySelect data-testid="company-base-currency" />
            </Form.Item>
          </>
        )}
        {step === 1 && (
          <>
            <Alert type="info" showIcon title={t("company_register.cut_off_help")} style={{ marginBottom: 16 }} />
            <Form.Item
              name="cut_off_date"
              label={t("fields.cut_off_date")}
              required
              getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
              normalize={(value?: Dayjs | null) => (value ? value.format("YYYY-MM-DD") : undefined)}
            >
              <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} data-testid="cut-off-date" />
            </Form.Item>
          </>
        )}
        {step === 2 && (
          <Form.Item name="pricing_plan" label={t("fields.pricing_plan")} required>
            <PlanPicker
              plan={plan}
              cycle={cycle}
              onPlan={(value) => form.setFieldValue("pricing_plan", value)}
              onCycle={(value) => form.setFieldValue("billing_cycle", value)}
            />
          </Form.Item>
        )}
        <Space style={{ marginTop: 8 }}>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{t("common.previous")}</Button>}
          {step < stepFields.length - 1 ? (
            <Button type="primary" onClick={next} data-testid="register-next">
              {t("common.next")}
            </Button>
          ) : (
            <Button type="primary" onClick={submit} loading={register.isPending} data-testid="register-submit">
              {t("company_register.submit")}
            </Button>
          )}
        </Space>
      </AppForm>
    </AuthShell>
  );
}
