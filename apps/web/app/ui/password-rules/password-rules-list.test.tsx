import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRulesList } from './password-rules-list';

const states = () =>
  Object.fromEntries(
    screen.getAllByRole('listitem').map((li) => [li.getAttribute('data-rule'), li.getAttribute('data-ok')]),
  );

describe('PasswordRulesList', () => {
  it('shows the three spec texts, each with a cross while it fails', () => {
    render(<PasswordRulesList password="" repeat="" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pendiente: La contraseña debe contener una mayúscula.',
      'Pendiente: Debe contener como mínimo 6 caracteres',
      'Pendiente: Las contraseñas deben coincidir.',
    ]);
    expect(states()).toEqual({ uppercase: 'false', minLength: 'false', match: 'false' });
  });

  it('ticks each rule as it holds', () => {
    const { rerender } = render(<PasswordRulesList password="Abc" repeat="" />);
    expect(states()).toEqual({ uppercase: 'true', minLength: 'false', match: 'false' });
    rerender(<PasswordRulesList password="Abcdef" repeat="Abcde" />);
    expect(states()).toEqual({ uppercase: 'true', minLength: 'true', match: 'false' });
    rerender(<PasswordRulesList password="Abcdef" repeat="Abcdef" />);
    expect(states()).toEqual({ uppercase: 'true', minLength: 'true', match: 'true' });
    expect(screen.getAllByText(/^Cumplido:/)).toHaveLength(3);
  });
});
