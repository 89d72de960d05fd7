import { Space, Tag, Typography } from "antd";
import type { ColumnType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { RecordName } from "./RecordName";

/** A cell without a value. */
export const dash = (value: string | null | undefined) => (value === null || value === undefined || value === "" ? "—" : value);

/** The code column a master-data list starts with, sortable. */
export const codeColumn = <T,>(t: TFunction, width: number, title = t("fields.code")): ColumnType<T> => ({
  title,
  dataIndex: "code",
  key: "code",
  sorter: true,
  width,
});

/**
 * The sortable name column: the name (bold unless `plain`), the record's tags beside it (inactive
 * ones get `Inactive`), and a second line under it when the list has one.
 */
export function nameColumn<T extends { is_active?: boolean }>(
  t: TFunction,
  {
    plain = false,
    tags,
    secondLine,
  }: { plain?: boolean; tags?: (row: T) => ReactNode; secondLine?: (row: T) => string | null | undefined } = {},
): ColumnType<T> {
  return {
    title: t("fields.name"),
    dataIndex: "name",
    key: "name",
    sorter: true,
    render: (name: string, row) => {
      const line = (
        <Space size={6} wrap>
          <Typography.Text strong={!plain}>{name}</Typography.Text>
          {tags?.(row)}
          {row.is_active === false && <Tag>{t("md.inactive")}</Tag>}
        </Space>
      );
      if (!secondLine) return line;
      const second = secondLine(row);
      return (
        <Space orientation="vertical" size={0}>
          {line}
          {second && <Typography.Text type="secondary">{second}</Typography.Text>}
        </Space>
      );
    },
  };
}

/** A column that names the record an id points at (`short`: its code only). */
export const recordColumn = <T,>(title: string, key: keyof T & string, path: string, short?: boolean): ColumnType<T> => ({
  title,
  dataIndex: key,
  key,
  render: (id: string | null) => <RecordName path={path} id={id} short={short} />,
});

/** A plain text column, `—` where empty. */
export const textColumn = <T,>(title: string, key: keyof T & string, sorter?: boolean): ColumnType<T> => ({
  title,
  dataIndex: key,
  key,
  ...(sorter ? { sorter } : {}),
  render: dash,
});
