import { UploadOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { MESSAGES } from '@/shared/validation/rules';
import { useImportQuestionnaireMutation } from './api';

const ACCEPT = '.xls,.xlsx';
const isSheetName = (name: string) => /\.(xls|xlsx)$/i.test(name);

/** 上传问卷: .xls/.xlsx only; `{file}导入成功`, or the server's reason and `{file}导入失败`. */
export function QuestionnaireUploadButton() {
  const { message } = App.useApp();
  const [importQuestionnaire, { isLoading }] = useImportQuestionnaireMutation();
  const send = async (file: File) => {
    try {
      await importQuestionnaire(file).unwrap();
      void message.success(`${file.name}导入成功`);
    } catch (error) {
      const reason = (error as { msg?: string }).msg;
      void message.error(reason ? `${file.name}导入失败：${reason}` : `${file.name}导入失败`);
    }
  };
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={isLoading}
      beforeUpload={(file) => {
        if (!isSheetName(file.name)) {
          void message.error(MESSAGES.spreadsheetType);
          return Upload.LIST_IGNORE;
        }
        void send(file);
        return false;
      }}
    >
      <PermissionButton
        perm={PERM.questionnaireUpload}
        type="primary"
        icon={<UploadOutlined />}
        loading={isLoading}
      >
        上传问卷
      </PermissionButton>
    </Upload>
  );
}
