import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  // Not split: every first visit lands here, and keeping the home in the entry chunk lets the song
  // modules the lists share with it travel in that chunk instead of several tiny ones (budget).
  codeSplitGroupings: [],
  component: HomePage,
});
