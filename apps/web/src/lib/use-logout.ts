import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { m } from '../messages/index.ts';
import { toastError, toastSuccess } from '../ui/toasts.tsx';
import { messageOf } from './api-errors.ts';
import { trpc } from './trpc.ts';

/** Ends the session on the server, forgets every cached answer and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async ({ message }) => {
        const meKey = trpc.auth.me.queryKey();
        queryClient.setQueryData(meKey, { user: null });
        await navigate({ to: '/login' });
        // Nothing of this user's may linger on a shared computer.
        queryClient.removeQueries({
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(meKey),
        });
        toastSuccess(message);
      },
      onError: (error) => toastError(messageOf(error, m.errors.generic)),
    }),
  );
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
