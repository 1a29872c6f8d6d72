import type { PublicIncident } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { incidentSentence } from '../lib/incident-sentence';
import { OutageBanner } from './outage-banner';

const incident: PublicIncident = {
  id: 1,
  service: 'internet',
  localities: ['Río Grande', 'Tolhuin'],
  text: 'Un nodo quedó sin energía por el viento.',
  startsAt: '2026-11-28T10:00:00.000Z',
  estimatedEndAt: '2026-11-28T14:30:00.000Z',
};

describe('OutageBanner with the sentences the server words', () => {
  it('names the service, the localities and the estimated end in a labelled region', () => {
    const incidents: PublicIncident[] = [incident, { ...incident, id: 2, service: 'tv', localities: null }];
    render(<OutageBanner incidents={incidents.map(incidentSentence)} />);
    const region = screen.getByRole('region', { name: 'Avisos de cortes de servicio' });
    const items = region.querySelectorAll('li');
    expect(items[0]).toHaveTextContent(
      'Corte de Internet en Río Grande y Tolhuin. Un nodo quedó sin energía por el viento. Estimamos ' +
        'normalizarlo para el 28/11/2026, 11:30.',
    );
    expect(items[1]).toHaveTextContent('Corte de TV en todas las localidades.');
  });

  it('renders nothing without incidents', () => {
    const { container } = render(<OutageBanner incidents={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
