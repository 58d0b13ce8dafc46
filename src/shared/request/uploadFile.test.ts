/** The console's one upload call against the mock itself (through the axios adapter). */
import { createMockApp } from '../../../mock/app';
import { createMockAdapter } from '../../../mock/axiosAdapter';
import { loginAs, PNG_1PX } from '../../../mock/testing';
import { configureClient } from './client';
import { http } from './http';
import { uploadFile } from './uploadFile';

test('uploadFile sends the file under its path and answers the stored image url', async () => {
  const app = createMockApp();
  const { token } = await loginAs(app, 'admin01');
  http.defaults.adapter = createMockAdapter(app);
  configureClient({ getToken: () => token, onError: jest.fn(), onSessionExpired: jest.fn() });
  const url = await uploadFile(new File([PNG_1PX], 'cover.png', { type: 'image/png' }), 'org');
  const stored = [...app.db.files.values()].find((file) => file.url === url);
  expect(stored).toMatchObject({ path: 'org', contentType: 'image/png' });
  expect(stored?.data.equals(PNG_1PX)).toBe(true);
});
