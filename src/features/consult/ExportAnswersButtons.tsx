import { ExportButton } from '@/shared/components/ExportButton';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { answerSheetColumns, type AnswerSheetRow } from './casePaper';
import { fetchAnswerSheets } from './caseRecordApi';

const KINDS = [
  { kind: 'case', label: '导出个案答案', listName: '个案记录答案' },
  { kind: 'satisfaction', label: '导出满意度答案', listName: '满意度答案' },
] as const;

/**
 * 个案导出 (06-01-01-15): the answers of the in-use case or satisfaction template, one row per
 * answer sheet and one column per question, through the shared export (worker, progress). The
 * server logs a case export on every order it includes. Exporting case records is reading them,
 * so 导出个案答案 also needs 个案查看 (06-01-01-14), as the server does (issue 27).
 */
export function ExportAnswersButtons() {
  const exports = useCan(PERM.caseExport);
  const readsCases = useCan(PERM.caseView);
  if (!exports) return null;
  return (
    <>
      {KINDS.filter(({ kind }) => kind !== 'case' || readsCases).map(
        ({ kind, label, listName }) => (
          <ExportButton<AnswerSheetRow>
            key={kind}
            columns={[]}
            listName={listName}
            fetchRows={async () => {
              const sheets = await fetchAnswerSheets({ kind });
              return { rows: sheets.rows, columns: answerSheetColumns(sheets.questions) };
            }}
          >
            {label}
          </ExportButton>
        ),
      )}
    </>
  );
}
