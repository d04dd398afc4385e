import { installFrenchMessages } from '@qc/shared/validation/messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { NEW_VERSION_NOTICE } from './lib/new-version-key.ts';
import './app/index.css';

installFrenchMessages();

// Issue 34 item 5: reloaded onto a new build (a page chunk was gone): the page says why.
try {
  if (sessionStorage.getItem(NEW_VERSION_NOTICE)) void import('./lib/new-version-notice.ts');
} catch {
  // Storage blocked by the browser: there was no such reload to announce.
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);
