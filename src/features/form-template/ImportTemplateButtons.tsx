import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import type { FormKind } from '@/shared/contract/formTemplate';
import { FORM_CODES } from '@/shared/forms/formCodes';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { MESSAGES } from '@/shared/validation/messages';
import { downloadFormImportTemplate, useImportFormTemplateMutation } from './api';

const isSheetName = (name: string) => /\.(xls|xlsx)$/i.test(name);

/** 下载模板 and 导入: a good file becomes a draft (`{file}导入成功`), a bad one says why and stores nothing. */
export function ImportTemplateButtons({ kind }: { kind: FormKind }) {
  const { message } = App.useApp();
  const [importTemplate, { isLoading }] = useImportFormTemplateMutation();
  const send = async (file: File) => {
    try {
      await importTemplate({ kind, file }).unwrap();
      void message.success(`${file.name}导入成功`);
    } catch (error) {
      const reason = (error as { msg?: string }).msg;
      void message.error(reason ? `${file.name}导入失败：${reason}` : `${file.name}导入失败`);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void downloadFormImportTemplate(kind)}>
        下载模板
      </Button>
      <Upload
        accept=".xls,.xlsx"
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
          perm={FORM_CODES[kind].import}
          icon={<UploadOutlined />}
          loading={isLoading}
        >
          导入
        </PermissionButton>
      </Upload>
    </>
  );
}
