import { saveAs } from 'file-saver';
import { get } from '@/shared/request/client';
import type { Answer, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/task';

/**
 * 个人PDF报告 GET /web/eval/downloadReportPdf → {base64, fileName}, saved as a file: the report of
 * a task's fill record or of a scale's test record (formId names which).
 */
export async function saveReportPdf(params: Query<typeof C.personalReportPdf>) {
  const report = await get<Answer<typeof C.personalReportPdf>>(
    '/web/eval/downloadReportPdf',
    params,
  );
  const bytes = Uint8Array.from(atob(report.base64), (char) => char.charCodeAt(0));
  saveAs(new Blob([bytes], { type: 'application/pdf' }), report.fileName);
}
