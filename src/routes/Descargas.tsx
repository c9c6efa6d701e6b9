import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage } from '../features/downloads/DownloadsPage';

// Open to everyone: visitors save the songs they play too. The screen loads lazily.
export const Route = createFileRoute('/Descargas')({
  component: DownloadsPage,
});
