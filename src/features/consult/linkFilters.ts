import moment from 'moment';
import { ALL_OPTION } from '@/shared/components/SearchTable';
import { urlFilters } from '@/shared/components/SearchTable/urlFilters';
import { INITIAL_FILTERS } from './OrderFilterFields';
import type { OrderFilters } from './types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODES = Object.fromEntries(
  Object.keys(INITIAL_FILTERS).map((key) => [key, 'number' as const]),
);

/**
 * What a link asks of the order list (the workbench's figures: `?status=0&appointStart=…&appointEnd=…`):
 * the status tab and the filter form's starting values, over the page's defaults.
 */
export function orderLinkFilters(params: URLSearchParams): {
  status: number;
  filters: OrderFilters;
} {
  const { status = ALL_OPTION, ...codes } = urlFilters(params, { status: 'number', ...CODES });
  const [start, end] = [params.get('appointStart') ?? '', params.get('appointEnd') ?? ''];
  const appointRange =
    DAY.test(start) && DAY.test(end)
      ? [moment(start, 'YYYY-MM-DD'), moment(end, 'YYYY-MM-DD')]
      : undefined;
  return {
    status: Number(status),
    filters: { ...INITIAL_FILTERS, ...codes, ...(appointRange && { appointRange }) },
  };
}
