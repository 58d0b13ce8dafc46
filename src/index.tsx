import { startTransition, StrictMode } from 'react';
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

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render as a transition: React renders it in slices that yield to the browser, so
// the page's first render is no single long task (issue 32; decision 0029). The login form is
// on screen meanwhile (index.html, bootLogin.ts), and typing in it is taken over.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
