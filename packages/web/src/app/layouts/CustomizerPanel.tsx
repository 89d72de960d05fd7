import { Divider, Drawer, Radio, Space, Switch, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../PreferencesProvider";
import {
  contentWidths,
  footerTypes,
  languages,
  layoutTypes,
  navbarTypes,
  type Preferences,
  skins,
} from "../preferences";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="customizer-row">
      <Typography.Text strong>{label}</Typography.Text>
      <div>{children}</div>
    </div>
  );
}

/** Every preference of spec §1/§9 in one drawer. */
export default function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const choice = <K extends keyof Preferences>(key: K, values: readonly string[], prefix: string) => (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      size="small"
      value={preferences[key]}
      onChange={(event) => update({ [key]: event.target.value } as Partial<Preferences>)}
      options={values.map((value) => ({
        value,
        label: t(`${prefix}.${value}`),
        disabled: key === "skin" && value === "semi-dark" && preferences.layout === "horizontal",
      }))}
      data-testid={`customizer-${String(key)}`}
    />
  );
  return (
    <Drawer
      title={t("customizer.title")}
      open={open}
      onClose={onClose}
      placement={preferences.rtl ? "left" : "right"}
      size={320}
      className="customizer"
    >
      <Typography.Paragraph type="secondary">{t("customizer.subtitle")}</Typography.Paragraph>
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <Row label={t("customizer.language")}>{choice("language", languages, "languages")}</Row>
        <Row label={t("customizer.skin")}>{choice("skin", skins, "skins")}</Row>
        <Row label={t("customizer.rtl")}>
          <Switch
            checked={preferences.rtl}
            onChange={(rtl) => update({ rtl })}
            aria-label={t("customizer.rtl")}
            data-testid="customizer-rtl"
          />
        </Row>
        <Divider style={{ margin: "4px 0" }} />
        <Row label={t("customizer.layout")}>{choice("layout", layoutTypes, "layouts")}</Row>
        <Row label={t("customizer.content_width")}>{choice("contentWidth", contentWidths, "content_widths")}</Row>
        <Row label={t("customizer.navbar")}>{choice("navbar", navbarTypes, "navbar_types")}</Row>
        <Row label={t("customizer.footer")}>{choice("footer", footerTypes, "footer_types")}</Row>
        <Row label={t("customizer.menu_collapsed")}>
          <Switch
            checked={preferences.menuCollapsed}
            onChange={(menuCollapsed) => update({ menuCollapsed })}
            aria-label={t("customizer.menu_collapsed")}
          />
        </Row>
      </Space>
    </Drawer>
  );
}
