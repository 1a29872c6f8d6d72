import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useMarkFirstHydrationCommitted } from './hydration-state';
import { StaticIsland } from './static-island';

// Counts renders of the island's content (a spy, so the component itself stays pure for the linter).
const rendered = vi.fn();
function Expensive({ label }: { label: string }) {
  rendered(label);
  return <a href="/internet">{label}</a>;
}

function Page({ onPress, label = 'Internet' }: { onPress: (plan: string) => void; label?: string }) {
  useMarkFirstHydrationCommitted();
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Contador {count}
      </button>
      <StaticIsland
        onClick={(event) => {
          const plan = (event.target as HTMLElement).closest<HTMLElement>('[data-plan]')?.dataset.plan;
          if (plan) onPress(plan);
        }}
      >
        <Expensive label={label} />
        <button type="button" data-plan="gpon-300">
          Agregar
        </button>
      </StaticIsland>
    </main>
  );
}

describe('StaticIsland', () => {
  it('keeps the server HTML on the first hydration, without rendering what is inside', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // Server render (no document in renderToString's sense: the island renders its children).
    const onPress = vi.fn();
    const vitestDocument = globalThis.document;
    vi.stubGlobal('document', undefined);
    container.innerHTML = renderToString(<Page onPress={onPress} />);
    vi.stubGlobal('document', vitestDocument);
    const serverLink = container.querySelector('a');
    rendered.mockClear();

    await act(async () => {
      hydrateRoot(container, <Page onPress={onPress} />);
    });

    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('a')).toBe(serverLink);
    expect(serverLink).toHaveTextContent('Internet');
    // A delegated handler sees clicks on the kept HTML.
    fireEvent.click(container.querySelector('[data-plan]') as HTMLElement);
    expect(onPress).toHaveBeenCalledWith('gpon-300');
    // A re-render of the page around it leaves the kept HTML alone.
    fireEvent.click(container.querySelector('button') as HTMLElement);
    expect(container.querySelector('button')).toHaveTextContent('Contador 1');
    expect(container.querySelector('a')).toBe(serverLink);
    vi.unstubAllGlobals();
    container.remove();
  });

  it('renders its children when it mounts after the first hydration (a client navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    rendered.mockClear();
    await act(async () => {
      createRoot(container).render(<Page onPress={() => {}} label="Televisión" />);
    });
    expect(rendered).toHaveBeenCalledWith('Televisión');
    expect(container.querySelector('a')).toHaveTextContent('Televisión');
    container.remove();
  });
});
