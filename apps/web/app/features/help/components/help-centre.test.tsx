import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { HELP_FIXTURE } from '../test/help-fixtures';
import { HelpCentre } from './help-centre';

describe('HelpCentre', () => {
  it("searching 'factura' from the television tab finds the general answer, grouped by section", async () => {
    renderApp(<HelpCentre section="television" query="" telephony faqs={HELP_FIXTURE} />, {
      path: '/ayuda/centro-de-ayuda/television',
    });
    const box = await screen.findByRole('searchbox', { name: 'Buscá tu consulta' });
    expect(screen.getByTestId('faq-list')).toHaveTextContent('Click TV');
    await userEvent.type(box, 'factura');

    const general = screen.getByRole('region', { name: /^General/ });
    expect(within(general).getByText('¿Cómo pago mi factura?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Multiplay/ })).toBeInTheDocument();
    expect(screen.getByText(/para «factura» en todas las secciones/)).toBeInTheDocument();
    expect(screen.getByTestId('help-elsewhere')).toHaveTextContent('En Televisión no hay respuestas');
    // Televisión has no answer about invoices, so it is left out; the others follow the tabs' order.
    const headings = within(screen.getByTestId('help-results')).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Multiplay/),
      expect.stringMatching(/^General/),
    ]);
  });

  it('renders the server-side ?q= results and hides Multiplay without telephony', async () => {
    renderApp(<HelpCentre section="television" query="factura" telephony={false} faqs={HELP_FIXTURE} />, {
      path: '/ayuda/centro-de-ayuda/television?q=factura',
    });
    expect(await screen.findByRole('region', { name: /^General/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Multiplay/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Multiplay' })).toBeNull();
  });

  it('says so when no section has an answer', async () => {
    renderApp(<HelpCentre section="general" query="xyzzy" telephony faqs={HELP_FIXTURE} />, {
      path: '/ayuda/centro-de-ayuda/general?q=xyzzy',
    });
    expect(await screen.findByText(/No encontramos preguntas/)).toBeInTheDocument();
    expect(screen.getByText('0 preguntas para «xyzzy» en todas las secciones')).toBeInTheDocument();
  });
});

describe('HelpCentre, open section with matches', () => {
  it('lists the open section first without the note about other sections', async () => {
    renderApp(<HelpCentre section="general" query="factura" telephony faqs={HELP_FIXTURE} />, {
      path: '/ayuda/centro-de-ayuda/general?q=factura',
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent(/^General/);
    expect(screen.queryByTestId('help-elsewhere')).toBeNull();
  });
});
