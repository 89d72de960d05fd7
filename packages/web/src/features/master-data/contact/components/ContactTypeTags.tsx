import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { ContactType } from "../api";

export const contactTypeColor: Record<ContactType, string> = {
  customer: "blue",
  vendor: "purple",
  agent: "cyan",
  employee: "gold",
  other: "default",
};

export function ContactTypeTags({ types }: { types: readonly ContactType[] }) {
  const { t } = useTranslation();
  return (
    <span className="tag-list">
      {types.map((type) => (
        <Tag key={type} color={contactTypeColor[type]}>
          {t(`md.contact.types.${type}`)}
        </Tag>
      ))}
    </span>
  );
}
