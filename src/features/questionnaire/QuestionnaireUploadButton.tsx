import { SpreadsheetUpload } from '@/shared/components/SpreadsheetUpload';
import { PERM } from '@/shared/session/permissions';
import { useImportQuestionnaireMutation } from './api';

/** 上传问卷: .xls/.xlsx only; `{file}导入成功`, or the server's reason and `{file}导入失败`. */
export function QuestionnaireUploadButton() {
  const [importQuestionnaire, { isLoading }] = useImportQuestionnaireMutation();
  return (
    <SpreadsheetUpload
      perm={PERM.questionnaireUpload}
      type="primary"
      upload={(file) => importQuestionnaire(file).unwrap()}
      loading={isLoading}
    >
      上传问卷
    </SpreadsheetUpload>
  );
}
