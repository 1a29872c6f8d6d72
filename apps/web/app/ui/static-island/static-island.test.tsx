import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { markFirstHydrationStarted, useMarkFirstHydrationCommitted } from './hydration-state';
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
    // The server renders the island's children; the browser entry then marks the first hydration.
    const onPress = vi.fn();
    container.innerHTML = renderToString(<Page onPress={onPress} />);
    markFirstHydrationStarted();
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

  it('renders its children for good once what the server could not know changes', async () => {
    function Footer({ coupons }: { coupons: boolean }) {
      useMarkFirstHydrationCommitted();
      return (
        <StaticIsland clientKey={coupons}>
          <Expensive label={coupons ? 'Cupones' : 'Internet'} />
        </StaticIsland>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Footer coupons={false} />);
    markFirstHydrationStarted();
    rendered.mockClear();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Footer coupons={false} />);
    });
    expect(rendered).not.toHaveBeenCalled();
    await act(async () => root.render(<Footer coupons />));
    expect(container.querySelector('a')).toHaveTextContent('Cupones');
    await act(async () => root.render(<Footer coupons={false} />));
    expect(container.querySelector('a')).toHaveTextContent('Internet');
    container.remove();
  });
});
