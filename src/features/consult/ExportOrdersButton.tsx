import { App } from 'antd';
import { EXPORT_FAILED, ExportButton } from '@/shared/components/ExportButton';
import type { SearchQuery } from '@/shared/components/SearchTable';
import type { BatchOptions } from '@/shared/request/fetchAllPages';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { fetchConsultOrdersForExport } from './api';
import { EXPORT_LIST_NAME, VISITOR_INFO_BAD, visitorInfoReadable } from './consultRules';
import { EXPORT_COLUMNS } from './orderFields';
import type { ConsultOrderRow } from './types';

/** Thrown once the export has said why it stopped. */
class ExportStopped extends Error {}

/**
 * 导出 (06-01-01-02): the list's rows under its filters and tab, fetched in batches of 10000 until
 * the total, as the list shows them (masked mobiles). A row with unreadable visitor info stops it.
 */
export function ExportOrdersButton({ query }: { query: SearchQuery }) {
  const { message } = App.useApp();
  const allowed = useCan(PERM.consultExport);
  if (!allowed) return null;
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
  const fetchRows = async (batch: BatchOptions): Promise<ConsultOrderRow[]> => {
    let rows: ConsultOrderRow[];
    try {
      rows = await fetchConsultOrdersForExport(filters, batch);
    } catch (error) {
      if (!batch.signal.aborted) message.error(EXPORT_FAILED);
      throw error;
    }
    if (!rows.every(visitorInfoReadable)) {
      message.error(VISITOR_INFO_BAD);
      throw new ExportStopped();
    }
    return rows;
  };
  return (
    <ExportButton columns={EXPORT_COLUMNS} fetchRows={fetchRows} listName={EXPORT_LIST_NAME} />
  );
}
