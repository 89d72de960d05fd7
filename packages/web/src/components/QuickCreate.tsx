import type { Resource } from "@neraca/core";
import { Modal, Skeleton, Typography } from "antd";
import { type ComponentType, createContext, type LazyExoticComponent, Suspense, useContext } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../lib/ability";

/** A record a quick-create form saved (the API's answer). */
export type CreatedRecord = { id: string } & Record<string, unknown>;

/**
 * A master-data form shown inside another screen (a modal over a document's form) rather than at its
 * own address: `ResourceForm` reads it to create without leaving the page, hand the saved record
 * back and skip its page header; `path` stands for the address the form would have had.
 */
export interface EmbeddedForm {
  path: string;
  initialValues?: Record<string, unknown>;
  onSaved: (record: CreatedRecord) => void;
  onCancel: () => void;
}

const EmbeddedFormContext = createContext<EmbeddedForm | null>(null);

/** The embedding a form is shown in, or null at its own address. */
export const useEmbeddedForm = (): EmbeddedForm | null => useContext(EmbeddedFormContext);

/** A master-data form a select may open to create its record (registered by the app, see `app/quick-create.ts`). */
export interface QuickCreateForm {
  resource: Resource;
  /** The select's entry and the modal's title (`quick_create.contact`: "New contact"), a text of the app's own locale (the form's chunk and its texts load only when it opens). */
  label: string;
  /** The address of the form's add screen (what the form reads its kind from). */
  page: string;
  form: LazyExoticComponent<ComponentType>;
}

const registry = new Map<string, QuickCreateForm>();

/** Which form creates the records of which lookup path (`master-data/contact` → the contact form). */
export function registerQuickCreate(forms: Record<string, QuickCreateForm>): void {
  for (const [path, form] of Object.entries(forms)) registry.set(path, form);
}

/** The form that creates records of `path`, when the roles may create them. */
export function useQuickCreate(path: string, enabled: boolean): QuickCreateForm | undefined {
  const ability = useAbility();
  const form = enabled ? registry.get(path) : undefined;
  return form && ability.can("create", form.resource) ? form : undefined;
}

/** The modal's title. */
function FormTitle({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Title level={5} style={{ marginTop: 0 }}>
      {t(label)}
    </Typography.Title>
  );
}

/** The form of `entry` in a modal; a saved record is handed to `onSaved` and the modal closes. */
export function QuickCreateModal({
  entry,
  initialValues,
  open,
  onClose,
  onSaved,
}: {
  entry: QuickCreateForm;
  initialValues?: Record<string, unknown>;
  open: boolean;
  onClose: () => void;
  onSaved: (record: CreatedRecord) => void;
}) {
  const Form = entry.form;
  return (
    <Modal open={open} footer={null} width={960} onCancel={onClose} destroyOnHidden data-testid="quick-create-modal">
      <Suspense fallback={<Skeleton active />}>
        <EmbeddedFormContext.Provider value={{ path: entry.page, initialValues, onSaved, onCancel: onClose }}>
          <FormTitle label={entry.label} />
          <Form />
        </EmbeddedFormContext.Provider>
      </Suspense>
    </Modal>
  );
}
