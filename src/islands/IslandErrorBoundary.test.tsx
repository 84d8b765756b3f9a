// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandErrorBoundary } from './IslandErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

afterEach(cleanup);

function renderFailing(error: unknown) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <main>
      <p>Static content</p>
      <IslandErrorBoundary>
        <Throws error={error} />
      </IslandErrorBoundary>
    </main>,
  );
  return consoleError;
}

describe('IslandErrorBoundary', () => {
  it('shows the fallback with the error message and logs the error', () => {
    const error = new Error('Storage exploded');
    const consoleError = renderFailing(error);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Unexpected Application Error!Storage exploded');
    expect(consoleError).toHaveBeenCalledWith(error, expect.any(String));
    expect(screen.getByText('Static content')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('shows the status text of an HTTP-style error', () => {
    const consoleError = renderFailing({ status: 404, statusText: 'Not Found' });
    expect(screen.getByRole('alert').textContent).toBe('Unexpected Application Error!Not Found');
    consoleError.mockRestore();
  });

  it('renders its children untouched when nothing throws', () => {
    render(
      <IslandErrorBoundary>
        <button type="button">Works</button>
      </IslandErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Works' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
