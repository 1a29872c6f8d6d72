import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryActions } from './retry-actions';

describe('RetryActions', () => {
  it('asks again when Reintentar is pressed', async () => {
    const onRetry = vi.fn();
    const { container } = render(<RetryActions onRetry={onRetry} className="extra" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(container.firstElementChild).toHaveClass('actions', 'extra');
  });
});
