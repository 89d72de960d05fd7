import { CheckCircleFilled } from "@ant-design/icons";
import { pricingPlans } from "@neraca/core";
import { Card, Col, Row, Segmented, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { BillingCycle, PricingPlan } from "../api";

/** The three plans, named and described; prices are not shown (spec §2). */
export function PlanPicker({
  plan,
  cycle,
  onPlan,
  onCycle,
}: {
  plan?: PricingPlan;
  cycle?: BillingCycle;
  onPlan: (plan: PricingPlan) => void;
  onCycle: (cycle: BillingCycle) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <Segmented
        value={cycle}
        onChange={(value) => onCycle(value as BillingCycle)}
        options={[
          { value: "monthly", label: t("company_register.billing_monthly") },
          { value: "annual", label: t("company_register.billing_annual") },
        ]}
        data-testid="billing-cycle"
      />
      <Row gutter={[12, 12]}>
        {pricingPlans.map((name) => {
          const selected = plan === name;
          return (
            <Col xs={24} md={8} key={name}>
              <Card
                className={selected ? "plan-card plan-card-selected" : "plan-card"}
                onClick={() => onPlan(name)}
                role="radio"
                aria-checked={selected}
                tabIndex={0}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") onPlan(name);
                }}
                data-testid={`plan-${name}`}
                size="small"
              >
                <Space orientation="vertical" size={4}>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {selected && <CheckCircleFilled style={{ color: "#0f766e", marginInlineEnd: 6 }} />}
                    {t(`plans.${name}.name`)}
                  </Typography.Title>
                  <Typography.Text type="secondary">{t(`plans.${name}.description`)}</Typography.Text>
                  <ul style={{ paddingInlineStart: 18, margin: "6px 0 0" }}>
                    <li>{t(`plans.${name}.feature_1`)}</li>
                    <li>{t(`plans.${name}.feature_2`)}</li>
                    <li>{t(`plans.${name}.feature_3`)}</li>
                  </ul>
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Space>
  );
}
