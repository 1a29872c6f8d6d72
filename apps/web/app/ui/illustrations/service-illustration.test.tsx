import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceIllustration } from './service-illustration';

describe('ServiceIllustration', () => {
  it.each(['internet', 'tv', 'clicktv', 'telefonia'] as const)(
    'draws %s as a decorative, fixed-size and small SVG',
    (service) => {
      render(<ServiceIllustration service={service} />);
      const svg = screen.getByTestId(`illustration-${service}`);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('width', '320');
      expect(svg).toHaveAttribute('height', '200');
      expect(renderToStaticMarkup(<ServiceIllustration service={service} />).length).toBeLessThan(4096);
    },
  );
});
