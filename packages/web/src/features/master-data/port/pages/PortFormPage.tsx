import { portBody } from "@neraca/core";
import { Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FormFields, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type Port, portApi, portKindOf, portKinds, type PortValues } from "../api";

/** Add and detail of a seaport (UN/LOCODE) or an airport (IATA code). */
export function PortFormPage() {
  const { t } = useTranslation();
  const kind = portKindOf(useLocation().pathname);
  const kindApi = useMemo(() => portApi(kind), [kind]);
  return (
    <MasterDataForm<Port, PortValues>
      key={kind}
      path={kind}
      texts={`md.port.${kind}`}
      resource={portKinds[kind].resource}
      api={kindApi}
      schema={portBody}
      testId="port-form"
    >
      {() => (
        <Row gutter={16}>
          <FormFields
            fields={[
              {
                name: "code",
                label: t(`md.port.${kind}.code`),
                md: 6,
                required: true,
                extra: t(`md.port.${kind}.code_hint`),
                normalize: (value) => value.toUpperCase(),
                input: <Input maxLength={kind === "airport" ? 3 : 5} placeholder={portKinds[kind].example} />,
              },
              textField("name", t("fields.name"), 18, 150, { required: true }),
              textField("city", t("md.fields.city"), 12, 150),
              { name: "country", label: t("md.fields.country"), md: 12, input: <Input maxLength={60} placeholder="Indonesia" /> },
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
