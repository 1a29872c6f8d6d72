import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

const STEPS = ['Código', 'Contraseña', 'Tus datos', 'Listo'];

describe('Stepper', () => {
  it('marks the steps before the current one done and the current one with aria-current', () => {
    render(<Stepper steps={STEPS} current={2} label="Pasos de la verificación" />);
    const list = screen.getByRole('list', { name: 'Pasos de la verificación' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(items[0]).toHaveTextContent('Código (completado)');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(items[3]).toHaveTextContent('4Listo');
  });

  it('has no current step once every step is done', () => {
    render(<Stepper steps={STEPS} current={STEPS.length} label="Pasos" />);
    expect(screen.getByRole('list').querySelector('[aria-current]')).toBeNull();
  });
});
