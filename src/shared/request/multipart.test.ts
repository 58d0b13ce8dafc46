import { TRANSFER_TIMEOUT_MS } from './client';
import { multipartPost } from './multipart';

test('an upload is a multipart POST with the transfer timeout; absent parts are not sent', () => {
  const file = new File(['x'], '量表.xlsx');
  const call = multipartPost('/api/eval/importForm', {
    id: undefined,
    status: '2',
    excelFile: file,
    coverImg: '',
  });
  expect(call).toMatchObject({
    url: '/api/eval/importForm',
    method: 'post',
    silent: false,
    timeout: TRANSFER_TIMEOUT_MS,
  });
  expect([...call.data.keys()]).toEqual(['status', 'excelFile']);
  expect(call.data.get('status')).toBe('2');
  expect((call.data.get('excelFile') as File).name).toBe('量表.xlsx');
});

test('an upload whose dialog shows the outcome is silent', () => {
  const call = multipartPost(
    '/api/eval/importQuestionnaire',
    { excelFile: new File(['x'], 'a.xls') },
    { silent: true },
  );
  expect(call.silent).toBe(true);
});
