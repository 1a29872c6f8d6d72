import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its title, with the intro and content', () => {
    render(
      <PageSection title="Tus servicios" intro="Lo que tenés contratado.">
        <p>Internet</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Tus servicios' });
    expect(screen.getByRole('heading', { level: 2, name: 'Tus servicios' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Lo que tenés contratado.');
    expect(region).toHaveTextContent('Internet');
    expect(region).toHaveAttribute('data-background', 'plain');
  });

  it('takes a heading level, a background, actions and a hidden title', () => {
    render(
      <PageSection
        title="Planes"
        headingLevel={1}
        background="brand"
        actions={<button>Ver más</button>}
        hideTitle
      >
        <p>contenido</p>
      </PageSection>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Planes' });
    expect(heading).toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Planes' })).toHaveAttribute('data-background', 'brand');
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
  });
});
