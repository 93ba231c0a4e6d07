import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { SignupForm } from '../../features/auth/SignupForm.tsx';
import { mac } from '../../messages/account-screens.ts';

export const Route = createFileRoute('/_public/signup')({
  component: SignupPage,
});

function SignupPage() {
  return (
    <AuthCard title={mac.signup.title}>
      <SignupForm />
    </AuthCard>
  );
}
