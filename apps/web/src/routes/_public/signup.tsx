import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { SignupForm } from '../../features/auth/SignupForm.tsx';
import { m } from '../../messages/index.ts';

export const Route = createFileRoute('/_public/signup')({
  component: SignupPage,
});

function SignupPage() {
  return (
    <AuthCard title={m.signup.title}>
      <SignupForm />
    </AuthCard>
  );
}
