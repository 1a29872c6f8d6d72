import { lazy, Suspense, useState } from 'react';
import { Button } from '~/ui/button/button';
import type { ChannelGridType } from '../config/channel-grids';

const ChannelGridModal = lazy(() => import('./channel-grid-modal'));

/** Opens the channel grid modal; its code downloads on the first click (design §8 budget). */
export function ChannelGridButton({ type }: { type: ChannelGridType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="channel-grid-button">
        Ver grilla de canales
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChannelGridModal type={type} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
