import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says the list is empty, what to do, and offers the action', () => {
    render(
      <EmptyState
        title="Todavía no tenés gestiones"
        icon="formalities"
        action={<button>Solicitar asistencia</button>}
        data-testid="empty"
      >
        <p>Cuando nos pidas algo, lo vas a ver acá.</p>
      </EmptyState>,
    );
    const empty = screen.getByTestId('empty');
    expect(empty).toHaveTextContent('Todavía no tenés gestiones');
    expect(empty).toHaveTextContent('Cuando nos pidas algo, lo vas a ver acá.');
    expect(screen.getByRole('button', { name: 'Solicitar asistencia' })).toBeInTheDocument();
    expect(empty.querySelector('svg')).toHaveAttribute('data-icon', 'formalities');
  });

  it('needs only a title', () => {
    render(<EmptyState title="Sin cupones" data-testid="empty" />);
    expect(screen.getByTestId('empty').children).toHaveLength(2);
  });
});
