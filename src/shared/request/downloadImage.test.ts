/** The console's downloadFile call against the mock itself (through the axios adapter). */
import { Buffer } from 'node:buffer';
import { createMockApp } from '../../../mock/app';
import { createMockAdapter } from '../../../mock/axiosAdapter';
import { loginAs, PNG_1PX, uploadImage } from '../../../mock/testing';
import { configureClient } from './client';
import { fetchImageBase64 } from './download';
import { http } from './http';

test('fetchImageBase64 answers an uploaded image as base64', async () => {
  const app = createMockApp();
  const { token } = await loginAs(app, 'admin01');
  const url = await uploadImage(app, token);
  http.defaults.adapter = createMockAdapter(app);
  configureClient({ getToken: () => token, onError: jest.fn(), onSessionExpired: jest.fn() });
  const base64 = await fetchImageBase64(url);
  expect(Buffer.from(base64, 'base64').equals(PNG_1PX)).toBe(true);
});
