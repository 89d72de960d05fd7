import { catalogueItemBody, integrationBody, portBody, screens } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { columnsOf } from "./components/MasterDataList";
import { importColumnsOf, integrationLevelOf, integrationLevels } from "./integration/api";
import { portKindOf } from "./port/api";
import { catalogueLevelOf, catalogueLevels } from "./product/catalogue";

const registered = new Set(screens.map((s) => s.path));

describe("master-data lists sharing one pair of pages", () => {
  it("find their list from the screen path, each one registered with its trio", () => {
    for (const level of [...catalogueLevels, ...integrationLevels]) {
      for (const suffix of ["", "/add", "/detail/:id"]) expect(registered.has(`/master-data/${level.path}${suffix}`), level.path).toBe(true);
    }
    expect(catalogueLevelOf("/master-data/product-sub-category/detail/9").parent).toBe("product-category");
    expect(catalogueLevelOf("/master-data/unit/add").resource).toBe("MdUnit");
    expect(integrationLevelOf("/master-data/intergration").resource).toBe("MdIntegration");
    expect(portKindOf("/master-data/airport/detail/1")).toBe("airport");
    expect(portKindOf("/master-data/seaport")).toBe("seaport");
    expect(() => catalogueLevelOf("/master-data/product")).toThrow();
  });

  it("offer import columns the API's template has (the body schema's fields)", () => {
    const integrationFields = columnsOf(integrationBody);
    for (const level of integrationLevels) {
      const columns = importColumnsOf(level);
      expect(columns.every((column) => integrationFields.includes(column)), level.path).toBe(true);
    }
    expect(importColumnsOf(integrationLevels[2] as (typeof integrationLevels)[number])).toEqual([
      "code",
      "name",
      "integration_id",
      "debit_account_id",
      "credit_account_id",
      "description",
    ]);
    expect(columnsOf(catalogueItemBody)).toEqual(["code", "name", "description", "parent_id"]);
    expect(columnsOf(portBody)).toEqual(["code", "name", "city", "country"]);
  });
});
