import { lazy } from "react";
import { registerQuickCreate } from "../components/QuickCreate";

/**
 * The master-data forms a select may open to create its record without leaving the document being
 * typed (`RecordSelect`'s `quickCreate`): units, contacts, products and employees. Each loads with
 * its feature's chunk (its texts too) the first time it opens.
 */
registerQuickCreate({
  "master-data/contact": {
    resource: "MdContact",
    label: "quick_create.contact",
    page: "/master-data/contact/add",
    form: lazy(() => import("../features/master-data/contact/chunk").then((m) => ({ default: m.ContactFormPage }))),
  },
  "master-data/unit": {
    resource: "MdUnit",
    label: "quick_create.unit",
    page: "/master-data/unit/add",
    form: lazy(() => import("../features/master-data/product/chunk").then((m) => ({ default: m.CatalogueFormPage }))),
  },
  "master-data/product": {
    resource: "MdProduct",
    label: "quick_create.product",
    page: "/master-data/product/add",
    form: lazy(() => import("../features/master-data/product/chunk").then((m) => ({ default: m.ProductFormPage }))),
  },
  "master-data/employee": {
    resource: "MdEmployee",
    label: "quick_create.employee",
    page: "/master-data/employee/add",
    form: lazy(() => import("../features/master-data/employee/chunk").then((m) => ({ default: m.EmployeeFormPage }))),
  },
});
