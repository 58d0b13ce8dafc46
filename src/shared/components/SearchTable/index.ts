export { SearchTable } from './SearchTable';
export { TextFilter } from './TextFilter';
export { useSearchTable } from './useSearchTable';
export { ALL_OPTION, withAll } from './searchQuery';
export type { SearchQuery } from './searchQuery';
export type { SearchColumn } from './ListViewTools';
export { listsBusy, useListBusy, whenListsIdle } from './listsBusy';
