import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { keepAriaChinese } from './app/chineseAria';
import { makeStore } from './app/store';
import './index.css';

const store = makeStore();
// antd's English accessible texts, in Chinese (and its icons out of control names), popups too.
keepAriaChinese(document.body);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
