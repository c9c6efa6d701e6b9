import { useParams } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRoutes } from '../helpers/test-router';

function Results() {
  const { searchQuery } = useParams({ strict: false }) as { searchQuery?: string };
  return <p>Resultados para {searchQuery}</p>;
}

function Broken(): never {
  throw new Error('TypeError: cannot read properties of undefined');
}

describe('search box once the results route exists', () => {
  it("navigates to /SearchView/{query} with '+' for spaces, and ignores an empty query", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRoutes('/', [
      { path: '/SearchView/$searchQuery', component: Results },
    ]);
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.type(box, 'Juan Luis{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/SearchView/Juan+Luis'));
    expect(await screen.findByText('Resultados para Juan+Luis')).toBeInTheDocument();
  });
});

describe('error page', () => {
  it('replaces the English default with a Spanish page that hides internals', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRoutes('/roto', [{ path: '/roto', component: Broken }]);
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.queryByText(/cannot read properties/)).toBeNull();
    consoleError.mockRestore();
  });
});
