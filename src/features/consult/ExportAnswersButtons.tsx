import { ExportButton } from '@/shared/components/ExportButton';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { answerSheetColumns, type AnswerSheetRow } from './casePaper';
import { fetchAnswerSheets } from './caseRecordApi';

const KINDS = [
  { kind: 'case', label: '导出个案答案', fileName: '个案记录答案' },
  { kind: 'satisfaction', label: '导出满意度答案', fileName: '满意度答案' },
] as const;

/**
 * 个案导出 (06-01-01-15): the answers of the in-use case or satisfaction template, one row per
 * answer sheet and one column per question, through the shared export (worker, progress). The
 * server logs a case export on every order it includes.
 */
export function ExportAnswersButtons() {
  const allowed = useCan(PERM.caseExport);
  if (!allowed) return null;
  return (
    <>
      {KINDS.map(({ kind, label, fileName }) => (
        <ExportButton<AnswerSheetRow>
          key={kind}
          columns={[]}
          fileName={fileName}
          fetchRows={async () => {
            const sheets = await fetchAnswerSheets({ kind });
            return { rows: sheets.rows, columns: answerSheetColumns(sheets.questions) };
          }}
        >
          {label}
        </ExportButton>
      ))}
    </>
  );
}
