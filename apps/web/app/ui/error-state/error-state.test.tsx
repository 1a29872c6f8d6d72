import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the error as an alert on a grey box by default', () => {
    render(<ErrorState>No pudimos enviar tu mensaje.</ErrorState>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos enviar tu mensaje.');
    expect(alert).toHaveClass('error');
    expect(alert).not.toHaveClass('onPlain');
    expect(alert).not.toHaveClass('onDanger');
  });

  it('shows nothing without a message', () => {
    const { container } = render(<ErrorState>{null}</ErrorState>);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a surface, an id and the focus a form moves to it', () => {
    const ref = createRef<HTMLParagraphElement>();
    render(
      <ErrorState surface="danger" id="fallo" tabIndex={-1} ref={ref} data-testid="fallo">
        El código venció.
      </ErrorState>,
    );
    const alert = screen.getByTestId('fallo');
    expect(alert).toHaveClass('error', 'onDanger');
    expect(alert).toHaveAttribute('id', 'fallo');
    ref.current?.focus();
    expect(alert).toHaveFocus();
  });
});
