import { FormFormPage, FormListPage } from "./FormPages";
import { FormPrintPage } from "./PrintPages";
import { InvoiceListPage } from "./InvoiceListPage";
import { PaymentFormPage } from "./PaymentPages";
import { VoucherListPage } from "./VoucherPages";

/** The pages that serve several registry paths with a setting (a list's mode, a form's kind). */
export const ApPostingListPage = () => <InvoiceListPage mode="ap" />;
export const ApOutstandingPage = () => <InvoiceListPage mode="outstanding" />;
export const VoucherPickPage = () => <VoucherListPage pick />;
export const PaymentPerVoucherPage = () => <PaymentFormPage perVoucher />;
export const FormVendorListPage = () => <FormListPage kind="vendor" />;
export const FormVendorPage = () => <FormFormPage kind="vendor" />;
export const FormVendorPrintPage = () => <FormPrintPage kind="vendor" />;
export const FormAdvanceListPage = () => <FormListPage kind="advance" />;
export const FormAdvancePage = () => <FormFormPage kind="advance" />;
export const FormAdvancePrintPage = () => <FormPrintPage kind="advance" />;
export const FormAgentListPage = () => <FormListPage kind="agent" />;
export const FormAgentPage = () => <FormFormPage kind="agent" />;
export const FormAgentPrintPage = () => <FormPrintPage kind="agent" />;
export const FormAgentAdvanceListPage = () => <FormListPage kind="agent_advance" />;
export const FormAgentAdvancePage = () => <FormFormPage kind="agent_advance" />;
export const FormAgentAdvancePrintPage = () => <FormPrintPage kind="agent_advance" />;
