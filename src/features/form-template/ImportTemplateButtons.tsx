import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { SpreadsheetUpload } from '@/shared/components/SpreadsheetUpload';
import type { FormKind } from '@/shared/contract/formTemplate';
import { FORM_CODES } from '@/shared/forms/formCodes';
import { downloadFormImportTemplate, useImportFormTemplateMutation } from './api';

/** 下载模板 and 导入: a good file becomes a draft (`{file}导入成功`), a bad one says why and stores nothing. */
export function ImportTemplateButtons({ kind }: { kind: FormKind }) {
  const [importTemplate, { isLoading }] = useImportFormTemplateMutation();
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void downloadFormImportTemplate(kind)}>
        下载模板
      </Button>
      <SpreadsheetUpload
        perm={FORM_CODES[kind].import}
        upload={(file) => importTemplate({ kind, file }).unwrap()}
        loading={isLoading}
      >
        导入
      </SpreadsheetUpload>
    </>
  );
}
