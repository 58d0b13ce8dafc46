import { App } from 'antd';
import { EXPORT_FAILED, ExportButton } from '@/shared/components/ExportButton';
import type { SearchQuery } from '@/shared/components/SearchTable';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { fetchConsultOrdersForExport } from './api';
import { EXPORT_FILE_NAME, VISITOR_INFO_BAD, visitorInfoReadable } from './consultRules';
import { EXPORT_COLUMNS } from './orderFields';
import type { ConsultOrderRow } from './types';

/** Thrown once the export has said why it stopped. */
class ExportStopped extends Error {}

/**
 * 导出 (06-01-01-02): the list's rows under its filters and tab, fetched with pageSize 10000, as
 * the list shows them (masked mobiles). A row with unreadable visitor info stops it.
 */
export function ExportOrdersButton({ query }: { query: SearchQuery }) {
  const { message } = App.useApp();
  const allowed = useCan(PERM.consultExport);
  if (!allowed) return null;
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
  const fetchRows = async (): Promise<ConsultOrderRow[]> => {
    const page = await fetchConsultOrdersForExport(filters).catch(() => undefined);
    if (!Array.isArray(page?.rows)) {
      message.error(EXPORT_FAILED);
      throw new ExportStopped();
    }
    if (!page.rows.every(visitorInfoReadable)) {
      message.error(VISITOR_INFO_BAD);
      throw new ExportStopped();
    }
    return page.rows;
  };
  return (
    <ExportButton columns={EXPORT_COLUMNS} fetchRows={fetchRows} fileName={EXPORT_FILE_NAME} />
  );
}
