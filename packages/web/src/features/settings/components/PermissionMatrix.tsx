import { actions, type CrudAction, type Resource, resourceCatalogue } from "@neraca/core";
import { Button, Checkbox, Collapse, Space, Table, Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import type { Permission } from "../api";
import {
  keyOf,
  managerPreset,
  resourceGroups,
  resourcesOf,
  toggleAll,
  toKeys,
  toPermissions,
} from "./permission-matrix-model";

/** Create / read / update / delete per resource, grouped as in the catalogue (spec §6). */
export function PermissionMatrix({
  value = [],
  onChange,
  disabled = false,
}: {
  value?: Permission[];
  onChange?: (value: Permission[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const keys = useMemo(() => toKeys(value), [value]);
  const set = (next: Set<string>) => onChange?.(toPermissions(next));

  const items = resourceGroups.map((group) => {
    const list = resourcesOf(group);
    const cells = list.flatMap((resource) => actions.map((action) => keyOf(action, resource)));
    const granted = cells.filter((cell) => keys.has(cell)).length;
    const column = (action: CrudAction) => list.map((resource) => keyOf(action, resource));
    const row = (resource: Resource) => actions.map((action) => keyOf(action, resource));
    const state = (group: string[]) => {
      const on = group.filter((cell) => keys.has(cell)).length;
      return { checked: on === group.length && on > 0, indeterminate: on > 0 && on < group.length };
    };
    return {
      key: group,
      label: (
        <Space>
          {t(`resource_groups.${group}`)}
          <Tag color={granted ? "green" : undefined}>
            {granted}/{cells.length}
          </Tag>
        </Space>
      ),
      children: (
        <Table<Resource>
          className="permission-matrix"
          rowKey={(resource) => resource}
          dataSource={list}
          pagination={false}
          size="small"
          scroll={{ x: 560 }}
          columns={[
            {
              title: t("roles.resource"),
              key: "resource",
              render: (_: unknown, resource) => resourceCatalogue[resource][language],
            },
            ...actions.map((action) => ({
              title: (
                <Checkbox
                  {...state(column(action))}
                  disabled={disabled}
                  onChange={() => set(toggleAll(keys, column(action)))}
                  aria-label={`${t(`actions.${action}`)} — ${t(`resource_groups.${group}`)}`}
                >
                  {t(`actions.${action}`)}
                </Checkbox>
              ),
              key: action,
              width: 110,
              align: "center" as const,
              render: (_: unknown, resource: Resource) => (
                <Checkbox
                  checked={keys.has(keyOf(action, resource))}
                  disabled={disabled}
                  onChange={() => set(toggleAll(keys, [keyOf(action, resource)]))}
                  aria-label={`${t(`actions.${action}`)} ${resource}`}
                  data-permission={keyOf(action, resource)}
                />
              ),
            })),
            {
              title: t("roles.all"),
              key: "all",
              width: 70,
              align: "center" as const,
              render: (_: unknown, resource: Resource) => (
                <Checkbox
                  {...state(row(resource))}
                  disabled={disabled}
                  onChange={() => set(toggleAll(keys, row(resource)))}
                  aria-label={`${t("roles.all")} ${resource}`}
                />
              ),
            },
          ]}
        />
      ),
    };
  });

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <Button size="small" disabled={disabled} onClick={() => set(managerPreset())}>
          {t("roles.manager_preset")}
        </Button>
        <Button size="small" disabled={disabled} onClick={() => set(new Set())}>
          {t("roles.clear_all")}
        </Button>
      </Space>
      <Collapse items={items} defaultActiveKey={["general"]} />
    </Space>
  );
}
