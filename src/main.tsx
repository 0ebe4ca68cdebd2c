import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared base first: each feature's stylesheet, imported by its components, comes after it.
import './app/shared/base.css';
import { App } from './app/App.tsx';
import { startOffline } from './app/offline/start.ts';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startOffline();
}
