import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// shared tokens and reset first, so the app's own theme and base build on them
import '@gamepod/ui-kit/styles/theme.css';
import './styles/theme.css';
import '@gamepod/ui-kit/styles/base.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
