import { createFileRoute } from '@tanstack/react-router';
import { CodeEntryForm } from '../features/auth/components/CodeEntryForm';
import { validateTokenSearch } from '../features/auth/token-search';

export const Route = createFileRoute('/FormOTPInputValidateEmail')({
  validateSearch: validateTokenSearch,
  component: ValidateEmailCodePage,
});

function ValidateEmailCodePage() {
  const { token } = Route.useSearch();
  return <CodeEntryForm flow="email" token={token} />;
}
