import { render, screen, waitFor, within } from '@testing-library/react';
import { EChart } from './EChart';

const data = {
  categories: ['2025-05', '2025-06'],
  series: [
    { name: '订单数', values: [12, 30] },
    { name: '已完成', values: [8, 21] },
  ],
};

test('draws an SVG chart named by its title, with its figures in a table', async () => {
  const errors = jest.spyOn(console, 'error');
  const warnings = jest.spyOn(console, 'warn');
  const logs = jest.spyOn(console, 'log');
  render(<EChart title="月度趋势" kind="line" data={data} />);
  const image = screen.getByRole('img', { name: '月度趋势' });
  // ECharts' SVG carries no role of its own: look for it inside the named image.
  // eslint-disable-next-line testing-library/no-node-access
  await waitFor(() => expect(image.querySelector('svg')).toBeInTheDocument());
  const table = screen.getByRole('table', { name: '月度趋势' });
  const june = within(table).getByRole('row', { name: /2025-06/ });
  expect(
    within(june)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['30', '21']);
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).not.toHaveBeenCalled();
  expect(logs).not.toHaveBeenCalled();
});

test('every kind renders quietly, and no data shows 暂无数据', async () => {
  const spies = (['error', 'warn', 'log'] as const).map((kind) => jest.spyOn(console, kind));
  for (const kind of ['bar', 'stack', 'ranking', 'pie'] as const) {
    const { unmount } = render(<EChart title={kind} kind={kind} data={data} />);
    const image = screen.getByRole('img', { name: kind });
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(image.querySelector('svg')).toBeInTheDocument());
    unmount();
  }
  render(<EChart title="空" kind="bar" data={{ categories: [], series: [] }} />);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: '空' })).not.toBeInTheDocument();
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
});

test('new figures redraw the chart in a task of its own, after the commit that brought them', async () => {
  const { rerender } = render(<EChart title="月度趋势" kind="line" data={data} />);
  const image = screen.getByRole('img', { name: '月度趋势' });
  // eslint-disable-next-line testing-library/no-node-access
  await waitFor(() => expect(image.querySelector('svg')).toBeInTheDocument());
  expect(image).not.toHaveTextContent('2025-07');

  const july = {
    categories: [...data.categories, '2025-07'],
    series: data.series.map((s) => ({ ...s, values: [...s.values, 5] })),
  };
  rerender(<EChart title="月度趋势" kind="line" data={july} />);
  expect(screen.getByRole('table', { name: '月度趋势' })).toHaveTextContent('2025-07');
  expect(image).not.toHaveTextContent('2025-07');
  await waitFor(() => expect(image).toHaveTextContent('2025-07'));
});

test.each(['line', 'bar', 'stack', 'ranking', 'pie'] as const)(
  'a %s chart redrawn shows what one drawn with the new figures from the start shows',
  async (kind) => {
    const one = { categories: ['2025-08'], series: [{ name: '人数', values: [7] }] };
    const drawn = async (title: string) => {
      const image = screen.getByRole('img', { name: title });
      // eslint-disable-next-line testing-library/no-node-access
      await waitFor(() => expect(image.querySelector('svg')).toBeInTheDocument());
      return image;
    };
    const { unmount } = render(<EChart title="新图" kind={kind} data={one} />);
    const expected = (await drawn('新图')).textContent ?? '';
    unmount();

    // Two series (and their legend, but on a pie), then one, whose chart has no legend.
    const { rerender } = render(<EChart title="旧图" kind={kind} data={data} />);
    const image = await drawn('旧图');
    expect(image).toHaveTextContent(kind === 'pie' ? '2025-06' : '已完成');
    rerender(<EChart title="旧图" kind={kind} data={one} />);
    await waitFor(() => expect(image).toHaveTextContent('2025-08'));
    // The same text and no more (with only the series replaced, the legend stayed).
    expect(image).toHaveTextContent(expected, { normalizeWhitespace: false });
    expect(image.textContent).toHaveLength(expected.length);
  },
);
