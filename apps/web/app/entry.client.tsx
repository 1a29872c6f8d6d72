import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { markFirstHydrationStarted } from './ui/static-island/hydration-state';

// React Router's default entry, plus the mark that lets static islands keep the server's HTML (ADR 0019).
markFirstHydrationStarted();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
