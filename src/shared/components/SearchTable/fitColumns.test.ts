import { fitColumns } from './fitColumns';

test('the scroll width is the columns’ widths, 120 for one without, 32 for the selection', () => {
  const columns = [
    { key: 'no', title: '订单号', width: 170 },
    { key: 'name', title: '名称' },
    { key: 'actions', title: '操作', width: 130 },
  ];
  expect(fitColumns(columns).scrollX).toBe(170 + 120 + 130);
  expect(fitColumns(columns, { selection: true }).scrollX).toBe(32 + 170 + 120 + 130);
});

test('cells on one line, cut with an ellipsis; 操作 whole and pinned right unless it says', () => {
  const { columns } = fitColumns([
    { key: 'no', title: '订单号', width: 170, fixed: 'left' as const, className: 'mine' },
    { key: 'intro', title: '简介', ellipsis: true },
    { key: 'actions', title: '操作', width: 130 },
  ]);
  expect(columns[0]).toMatchObject({ fixed: 'left', className: 'mine table-cell-fit' });
  expect(columns[1]).toEqual({ key: 'intro', title: '简介', ellipsis: true });
  expect(columns[2]).toMatchObject({ fixed: 'right', className: 'table-cell-nowrap' });
  expect(fitColumns([{ title: '操作', fixed: 'left' as const }]).columns[0]).toMatchObject({
    fixed: 'left',
  });
});
