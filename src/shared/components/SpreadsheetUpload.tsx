import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Upload } from 'antd';
import { PermissionButton, type PermissionButtonProps } from '@/shared/session/PermissionButton';
import { SPREADSHEET_ACCEPT, spreadsheetProblem } from './spreadsheetFile';

export interface SpreadsheetUploadProps extends Omit<PermissionButtonProps, 'loading' | 'onClick'> {
  /** Sends the file; an RTK mutation's `(file) => mutate(file).unwrap()`, rejecting with `{ msg }`. */
  upload: (file: File) => Promise<unknown>;
  /** The mutation is running: the button shows loading and the picker is closed. */
  loading: boolean;
}

/**
 * A spreadsheet import behind a permission button: .xls/.xlsx only (spreadsheetProblem),
 * then `{file}导入成功`, or `{file}导入失败：{reason}` with the server's reason.
 */
export function SpreadsheetUpload({ upload, loading, ...buttonProps }: SpreadsheetUploadProps) {
  const { message } = App.useApp();
  const send = async (file: File) => {
    try {
      await upload(file);
      void message.success(`${file.name}导入成功`);
    } catch (error) {
      const reason = (error as { msg?: string }).msg;
      void message.error(reason ? `${file.name}导入失败：${reason}` : `${file.name}导入失败`);
    }
  };
  return (
    <Upload
      accept={SPREADSHEET_ACCEPT}
      showUploadList={false}
      disabled={loading}
      beforeUpload={(file) => {
        const problem = spreadsheetProblem(file);
        if (problem) {
          void message.error(problem);
          return Upload.LIST_IGNORE;
        }
        void send(file);
        return false;
      }}
    >
      <PermissionButton icon={<UploadOutlined />} loading={loading} {...buttonProps} />
    </Upload>
  );
}
