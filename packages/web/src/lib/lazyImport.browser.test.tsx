/**
 * keptLazy in Chromium: a component whose module is already loaded renders in the same commit, without
 * the Suspense fallback (React.lazy would show the fallback first and hold the content back); one not yet
 * loaded shows the fallback and then the content.
 */
import { Suspense, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { keptLazy } from './lazyImport.ts';

function Hello({ name }: { name: string }) {
  return <p data-testid="hello">Hello {name}</p>;
}

/** How often a fallback was shown: React.lazy shows it at least once even for a loaded module. */
let fallbackRenders = 0;
function Fallback() {
  useEffect(() => {
    fallbackRenders += 1;
  }, []);
  return <p data-testid="fallback">loading</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<Fallback />}>{node}</Suspense>;

describe('keptLazy', () => {
  it('renders a preloaded module at once, with no fallback', async () => {
    const screen = keptLazy(() => Promise.resolve({ default: Hello }));
    await screen.load();
    fallbackRenders = 0;
    const view = await render(inSuspense(<screen.Component name="kept" />));
    await expect.element(view.getByTestId('hello')).toHaveTextContent('Hello kept');
    expect(fallbackRenders).toBe(0);
  });

  it('shows the fallback until a module that was not preloaded arrives', async () => {
    let arrive: (m: { default: typeof Hello }) => void = () => undefined;
    const screen = keptLazy(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    fallbackRenders = 0;
    const view = await render(inSuspense(<screen.Component name="late" />));
    await expect.element(view.getByTestId('fallback')).toBeVisible();
    expect(fallbackRenders).toBeGreaterThan(0);
    arrive({ default: Hello });
    await expect.element(view.getByTestId('hello')).toHaveTextContent('Hello late');
  });
});
