import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it('writes the configured name and tagline as text beside a decorative mark', () => {
    render(
      <a href="/">
        <BrandLogo name="Fibra Austral" tagline="Tierra del Fuego" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Fibra Austral Tierra del Fuego' })).toBeInTheDocument();
    const mark = screen.getByTestId('brand-mark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.textContent).toBe('');
  });

  it('has an inverse variant for dark backgrounds', () => {
    render(<BrandLogo name="Portal" inverse />);
    expect(screen.getByTestId('brand-logo')).toHaveClass('inverse');
    expect(screen.getByTestId('brand-logo')).toHaveTextContent(/^Portal$/);
  });
});

describe('BrandMark', () => {
  it('draws the same shapes as the favicon, which the app icons are rendered from', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const favicon = readFileSync(path.join(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');
    render(<BrandLogo name="Portal" />);
    const shapes = [...screen.getByTestId('brand-mark').querySelectorAll('path')].map((p) =>
      p.getAttribute('d'),
    );
    expect(shapes.length).toBe(2);
    for (const d of shapes) expect(favicon).toContain(`d="${d}"`);
  });
});
