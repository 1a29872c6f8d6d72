import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('renders its pairs as a description list with the caller’s class', () => {
    render(
      <FactList className="extra" data-testid="facts">
        <div>
          <dt>Total</dt>
          <dd>$ 10,00</dd>
        </div>
      </FactList>,
    );
    const list = screen.getByTestId('facts');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveClass('list', 'extra');
    expect(screen.getByText('Total').tagName).toBe('DT');
  });
});
