import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../mock/app';
import type { RenderAppOptions } from './renderApp';
import { renderPage } from './renderPage';
import { sentQueries } from './sentQueries';

interface HeaderSort {
  route: string;
  /** Who looks (and anything else renderPage takes); the mock is the story's own. */
  as: Omit<RenderAppOptions, 'route' | 'mock'>;
  /** The end of the list call's path. */
  call: string;
  column: RegExp;
  field: string;
}

/**
 * A list's sortable column (issue 29, item 3): its header clicked, the list's call asks the mock
 * for that field, ascending, from page 1, and the address keeps it.
 */
export async function expectHeaderSort({ route, as, call, column, field }: HeaderSort) {
  const user = userEvent.setup();
  const mock = createMockApp();
  const sent = sentQueries(mock, call);
  const { currentPath } = await renderPage(route, { ...as, mock });
  await screen.findByText(/^共\d+条数据$/);
  await user.click(screen.getByRole('columnheader', { name: column }));
  await waitFor(() =>
    expect(currentPath()).toMatch(new RegExp(`[?&]sortField=${field}&sortOrder=asc$`)),
  );
  await waitFor(() =>
    expect(sent.at(-1)).toMatchObject({ pageNum: '1', sortField: field, sortOrder: 'asc' }),
  );
}
