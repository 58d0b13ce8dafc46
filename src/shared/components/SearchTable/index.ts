export { SearchTable } from './SearchTable';
export type { SearchTableProps } from './SearchTable';
export { useSearchTable } from './useSearchTable';
export type { SearchTableOptions, SearchTableState } from './useSearchTable';
export {
  ALL_OPTION,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  cleanFilters,
  pageSizeKey,
  totalText,
} from './searchQuery';
export type { DateRangeMap, Filters, SearchQuery } from './searchQuery';
