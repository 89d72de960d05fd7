import { Breadcrumb, Typography } from "antd";
import type { ReactNode } from "react";

/** Title, optional breadcrumb trail and actions at the top of a screen. */
export function PageHeader({
  title,
  subtitle,
  actions,
  trail,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  trail?: { title: ReactNode }[];
}) {
  return (
    <div className="page-header">
      <div>
        {trail && <Breadcrumb items={trail} style={{ marginBottom: 6 }} />}
        <Typography.Title level={3}>{title}</Typography.Title>
        {subtitle && (
          <Typography.Text type="secondary" style={{ display: "block", marginTop: 4 }}>
            {subtitle}
          </Typography.Text>
        )}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </div>
  );
}
