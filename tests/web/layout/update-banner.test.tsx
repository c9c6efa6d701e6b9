import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from '../../../src/layout/UpdateBanner';
import { createUpdateStore } from '../../../src/lib/sw-bridge';
import { renderWithMantine } from '../helpers/with-mantine';

describe('new version banner', () => {
  it("stays hidden until a new service worker waits, then 'Actualizar' applies it", () => {
    const store = createUpdateStore();
    renderWithMantine(<UpdateBanner store={store} />);
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();

    const skipWaiting = vi.fn();
    act(() => store.offer(skipWaiting));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Nueva versión disponible');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });
});
