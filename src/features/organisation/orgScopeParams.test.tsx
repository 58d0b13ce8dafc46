import { screen } from '@testing-library/react';
import { createMockApp } from '../../../mock/app';
import type { MockRequest } from '../../../mock/core/http';
import { renderPage } from '@/test/renderPage';

/** The queries the console sent to each path, in order. */
function recordQueries(mock: ReturnType<typeof createMockApp>) {
  const sent = new Map<string, Array<Record<string, unknown>>>();
  const handle = mock.handle.bind(mock);
  mock.handle = (req: MockRequest) => {
    sent.set(req.path, [...(sent.get(req.path) ?? []), { ...req.query }]);
    return handle(req);
  };
  return sent;
}

test('部门与人员 and 客户机构 send the current organisation as orgId (shell spec §7)', async () => {
  const mock = createMockApp();
  const sent = recordQueries(mock);
  const orgId = mock.db.qaOrgs.comprehensive;
  const view = await renderPage('/om/dept-people', { account: 'admin01', mock });
  await screen.findByRole('tree', { name: '部门树' }, { timeout: 30000 });
  await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
  view.unmount();
  await renderPage('/om/customer-org', { account: 'admin01', mock });
  await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
  for (const path of [
    '/server-platform/api/dept/getDeptTree',
    '/server-platform/api/org/getOrgOperatorPage',
    '/server-platform/api/org/getCustomOrgPage',
  ]) {
    const queries = sent.get(path) ?? [];
    expect([path, queries.length > 0]).toEqual([path, true]);
    for (const query of queries) expect([path, query.orgId]).toEqual([path, orgId]);
  }
});
