import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n/i18n.ts';
import './app/app.css';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
