/**
 * The app's one notification container (src/lib/notify.tsx): mounted on the first message, once,
 * whoever announces (library, playlists, player); a message with an id shows once.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../src/lib/notify';

describe('notify', () => {
  it('shows messages from any feature in one container, a repeated id once', async () => {
    notify('success', 'Canción añadida a la playlist');
    expect(await screen.findByText('Canción añadida a la playlist')).toBeInTheDocument();

    notify('error', 'No se puede reproducir esta canción.', { id: 'player-1', autoClose: 6000 });
    notify('error', 'No se puede reproducir esta canción.', { id: 'player-1', autoClose: 6000 });
    notify('error', 'Error al gestionar liked songs', { title: 'Cambio rechazado' });
    expect(await screen.findByText('Error al gestionar liked songs')).toBeInTheDocument();
    expect(screen.getByText('Cambio rechazado')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('No se puede reproducir esta canción.')).toHaveLength(1),
    );
    expect(document.querySelectorAll('[data-app-notifications]')).toHaveLength(1);
    // Each close button has a name (axe 'button-name').
    const closers = screen.getAllByRole('button', { name: 'Cerrar notificación' });
    expect(closers.length).toBeGreaterThanOrEqual(3);
  });
});
