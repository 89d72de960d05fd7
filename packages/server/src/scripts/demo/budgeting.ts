// The demo seed's budgeting part (issue 32): this year's approved budget by office and work unit —
// revenue, salaries, rent, utilities and transport per office — then a revision raising the head
// office's rent, and budget control warning on purchase requests; entered through the API.
import type { DemoCall } from "./procurement.js";

type Json = Record<string, any>;

export interface BudgetDemoContext {
  call: DemoCall;
  token: string;
  accounts: Record<string, string>;
  offices: Json[];
  units: Json[];
}

export async function seedBudgetDemo({ call, token, accounts, offices, units }: BudgetDemoContext): Promise<string> {
  const year = new Date().getUTCFullYear();
  const post = async (path: string, body?: unknown) => {
    const answer = await call("POST", path, body, token);
    if (!answer.data) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data as Json;
  };
  const unit = (code: string) => units.find((u) => u.code === code)?.id ?? null;
  // Per office a year: what the branch earns and spends, by the unit that answers for it.
  const linesOf = (rent: (office: Json, i: number) => number) =>
    offices.flatMap((office, i) => {
      const scale = i === 0 ? 1.6 : 1 - i * 0.08;
      const round = (n: number) => String(Math.round((n * scale) / 1_000_000) * 1_000_000);
      return [
        { account_id: accounts["4102"], office_id: office.id, work_unit_id: unit("SLS"), amount: round(4_800_000_000), description: "Pendapatan jasa freight" },
        { account_id: accounts["6101"], office_id: office.id, amount: round(780_000_000), description: "Gaji dan tunjangan" },
        { account_id: accounts["6102"], office_id: office.id, work_unit_id: unit("HRD"), amount: String(rent(office, i)), description: "Sewa kantor" },
        { account_id: accounts["6103"], office_id: office.id, amount: round(150_000_000), description: "Listrik, air dan telepon" },
        { account_id: accounts["6104"], office_id: office.id, work_unit_id: unit("OPS"), amount: round(60_000_000), description: "Transportasi" },
      ];
    });
  const period = { period: `Anggaran ${year}`, period_type: "annual", date_start: `${year}-01-01`, date_end: `${year}-12-31`, description: "Anggaran operasional per kantor dan unit kerja" };
  const rent = (_office: Json, i: number) => (i === 0 ? 216_000_000 : 150_000_000 - i * 12_000_000);
  const budget = await post("transactions/budgeting", { ...period, lines: linesOf(rent) });
  await post(`transactions/budgeting/${budget.id}/submit`);
  // Mid-year the head office's rent went up 10 %: a revision, approved, supersedes the first version.
  const revision = await post(`transactions/budgeting/${budget.id}/revise`);
  const raised = (office: Json, i: number) => (i === 0 ? 237_600_000 : rent(office, i));
  const put = await call("PUT", `transactions/budgeting/${revision.id}`, { ...period, lines: linesOf(raised), version: revision.version }, token);
  if (!put.data) throw new Error(`budget revision: ${JSON.stringify(put)}`);
  await post(`transactions/budgeting/${revision.id}/submit`);
  await call("PUT", "settings/budget-control", { controls: [{ document_type: "purchase_request", basis: "ytd", action: "warn", tolerance_percent: "5" }] }, token);
  // Last month's evaluation of the HR unit's rent: each line beyond 10 % explained, then approved.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const evaluationBody = {
    date_from: first.toISOString().slice(0, 10),
    date_to: last.toISOString().slice(0, 10),
    work_unit_id: unit("HRD"),
    tolerance_percent: "10",
    description: "Evaluasi bulanan sewa kantor",
  };
  let evaluations = 0;
  if (first.getUTCFullYear() === year) {
    const evaluation = await post("transactions/evaluation", evaluationBody);
    const notes = (evaluation.lines as Json[]).map((l) => ({
      budget_id: l.budget_id,
      budget_line_no: l.budget_line_no,
      explanation: l.beyond_tolerance ? "Penyesuaian sewa dan biaya layanan gedung bulan ini" : null,
      follow_up: l.beyond_tolerance ? "Negosiasi ulang kontrak sewa sebelum perpanjangan" : null,
    }));
    const saved = await call("PUT", `transactions/evaluation/${evaluation.id}`, { ...evaluationBody, notes, version: evaluation.version }, token);
    if (!saved.data) throw new Error(`evaluation: ${JSON.stringify(saved)}`);
    await post(`transactions/evaluation/${evaluation.id}/submit`);
    evaluations = 1;
  }
  return `${linesOf(rent).length} budget lines over ${offices.length} offices, revised once; ${evaluations} evaluation`;
}
