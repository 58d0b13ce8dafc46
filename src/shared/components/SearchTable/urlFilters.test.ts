import { urlFilters } from './urlFilters';

describe('urlFilters', () => {
  test('reads the named fields, numbers for code selects and text for the rest', () => {
    const params = new URLSearchParams(
      'type=%E5%8D%B1%E6%9C%BA%E8%B7%9F%E8%BF%9B&status=0&overdue=1&other=x',
    );
    expect(urlFilters(params, { type: 'text', status: 'number', overdue: 'number' })).toEqual({
      type: '危机跟进',
      status: 0,
      overdue: 1,
    });
  });

  test('leaves out absent, empty and unreadable values, so the page keeps its defaults', () => {
    const params = new URLSearchParams('status=abc&type=%20&name=');
    expect(
      urlFilters(params, { status: 'number', type: 'text', name: 'text', source: 'number' }),
    ).toEqual({});
  });
});
