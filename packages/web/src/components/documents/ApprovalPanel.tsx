import { CheckCircleFilled, ClockCircleOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import type { ApprovalState } from "@neraca/core";
import { Card, Space, Tag, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../lib/dates";
import { useUiLanguage } from "../../lib/i18n";
import { formatAmount } from "@neraca/core";

type Level = ApprovalState["levels"][number];
type Event = ApprovalState["history"][number];

const eventColors: Record<Event["action"], string> = { create: "gray", submit: "blue", approve: "green", reject: "red", cancel: "gray" };
const levelColors: Record<Level["status"], string> = { done: "green", next: "gold", waiting: "default" };

function LevelRow({ level }: { level: Level }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const limit = t(`approval_panel.limits.${level.limit_type}`, {
    min: formatAmount(level.amount_min, language),
    max: formatAmount(level.amount_max, language),
  });
  return (
    <div className={`approval-level approval-level-${level.status}`} data-testid={`approval-level-${level.index}`}>
      <Space wrap size={[8, 4]}>
        <Typography.Text strong>{t("approval_panel.level", { n: level.index + 1 })}</Typography.Text>
        <Tag color={levelColors[level.status]}>{t(`approval_panel.level_status.${level.status}`)}</Tag>
        <Typography.Text>{limit}</Typography.Text>
        <Typography.Text type="secondary">· {t(`approval_panel.modes.${level.mode}`)}</Typography.Text>
      </Space>
      <div className="approval-approvers">
        {level.approvers.map((a) => (
          <Tag key={`${a.type}-${a.id}`} icon={a.type === "role" ? <TeamOutlined /> : <UserOutlined />}>
            {a.name}
            {a.type === "role" ? ` (${t("approval_panel.role")})` : ""}
          </Tag>
        ))}
      </div>
      {level.approved_by.map((by) => (
        <Typography.Text key={by.user_id} type="success" style={{ display: "block" }}>
          <CheckCircleFilled /> {t("approval_panel.approved_by", { name: by.name, date: formatTime(by.at) })}
        </Typography.Text>
      ))}
    </div>
  );
}

/**
 * Where a document stands in its approval (DESIGN §12): the levels its amount met, each with its
 * limit, approvers and who approved, the current one highlighted; and its history — created,
 * submitted, approved, rejected (with the notes) and cancelled, by whom and when. The one history a
 * document's screen tells (the read-only view does not repeat it).
 */
export function ApprovalPanel({ approval }: { approval: ApprovalState }) {
  const { t } = useTranslation();
  // Only its creation to tell, and no levels: nothing to show yet.
  if (approval.levels.length === 0 && approval.history.every((event) => event.action === "create")) return null;
  return (
    <Card title={t("approval_panel.title")} size="small" style={{ marginBottom: 16 }} data-testid="approval-panel">
      {approval.levels.length > 0 ? (
        <div className="approval-levels">
          {approval.levels.map((level) => (
            <LevelRow key={level.index} level={level} />
          ))}
        </div>
      ) : (
        <Typography.Paragraph type="secondary">{t("approval_panel.no_levels")}</Typography.Paragraph>
      )}
      {approval.history.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t("approval_panel.history")}
          </Typography.Title>
          <Timeline
            data-testid="approval-history"
            items={approval.history.map((event, index) => ({
              key: `${event.at}-${index}`,
              color: eventColors[event.action],
              icon: event.action === "submit" ? <ClockCircleOutlined /> : undefined,
              content: (
                <>
                  <Typography.Text strong>{t(`approval_panel.events.${event.action}`, { name: event.user_name })}</Typography.Text>
                  {event.level !== null && <Typography.Text type="secondary"> · {t("approval_panel.at_level", { n: event.level + 1 })}</Typography.Text>}
                  <Typography.Text type="secondary" style={{ display: "block" }}>
                    {formatTime(event.at)}
                  </Typography.Text>
                  {event.note && <Typography.Paragraph className="approval-note">“{event.note}”</Typography.Paragraph>}
                </>
              ),
            }))}
          />
        </>
      )}
    </Card>
  );
}
