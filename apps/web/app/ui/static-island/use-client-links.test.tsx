import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useClientLinks } from './use-client-links';

function KeptHtml() {
  const followLink = useClientLinks();
  const location = useLocation();
  return (
    // Plain anchors, as a static island keeps them after the first hydration.
    <div onClick={followLink} role="presentation">
      <a href="/ayuda/medios-de-pago" data-discover="true">
        Medios de pago
      </a>
      <a href="/terminos-y-condiciones" data-discover="true" target="_blank">
        Términos
      </a>
      <a href="/documento.pdf">Documento</a>
      <output data-testid="location">{location.pathname}</output>
    </div>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: '/*', Component: KeptHtml }]);
  render(<Stub initialEntries={[path]} />);
}

describe('useClientLinks', () => {
  it("turns a click on one of the app's own links into a client navigation", async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Medios de pago' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ayuda/medios-de-pago');
  });

  it('leaves new tabs, modified clicks and files to the browser', async () => {
    renderAt('/');
    const clicks: boolean[] = [];
    const record = (event: Event) => {
      clicks.push(event.defaultPrevented);
      // Recorded; now keep the test DOM from loading the page.
      event.preventDefault();
    };
    document.addEventListener('click', record);
    await userEvent.click(screen.getByRole('link', { name: 'Términos' }));
    await userEvent.click(screen.getByRole('link', { name: 'Documento' }));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Medios de pago' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', record);
    expect(clicks).toEqual([false, false, false]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
