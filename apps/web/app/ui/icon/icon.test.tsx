import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon, ICON_DEFAULT_COLOR, ICON_DEFAULT_SIZE } from './icon';

describe('Icon', () => {
  it('defaults to dark grey, size 24 and is decorative', () => {
    const { container } = render(<Icon name="calendar" />);
    const svg = container.querySelector('svg')!;
    expect(ICON_DEFAULT_COLOR).toBe('#333333');
    expect(ICON_DEFAULT_SIZE).toBe(24);
    expect(svg).toHaveAttribute('stroke', '#333333');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'calendar');
  });

  it('takes colour, size, cursor and a label', () => {
    render(<Icon name="cart" color="#ff0000" size={40} cursor="pointer" label="Carrito" />);
    const svg = screen.getByRole('img', { name: 'Carrito' });
    expect(svg).toHaveAttribute('stroke', '#ff0000');
    expect(svg).toHaveAttribute('width', '40');
    expect(svg.getAttribute('class')).toContain('cursor-pointer');
    expect(svg).not.toHaveAttribute('aria-hidden');
  });

  it('calls onClick, and does nothing by default', async () => {
    const onClick = vi.fn();
    const { container, rerender } = render(<Icon name="phone" onClick={onClick} />);
    await userEvent.click(container.querySelector('svg')!);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<Icon name="phone" />);
    await userEvent.click(container.querySelector('svg')!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['facebook', 'x', 'instagram', 'youtube', 'whatsapp'] as const)(
    'draws the %s brand icon',
    (name) => {
      const { container } = render(<Icon name={name} size={30} color="#111111" />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('data-icon', name);
      expect(svg).toHaveAttribute('width', '30');
      expect(svg).toHaveAttribute('stroke', '#111111');
      expect(svg.children.length).toBeGreaterThan(0);
    },
  );
});
