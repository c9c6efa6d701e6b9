import { createFileRoute } from '@tanstack/react-router';
import { CodeEntryForm } from '../features/auth/components/CodeEntryForm';
import { validateTokenSearch } from '../features/auth/token-search';

export const Route = createFileRoute('/FormOTPInput')({
  validateSearch: validateTokenSearch,
  component: ResetCodePage,
});

function ResetCodePage() {
  const { token } = Route.useSearch();
  return <CodeEntryForm flow="reset" token={token} />;
}
