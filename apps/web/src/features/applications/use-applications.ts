import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** The citizen's own applications, and the mutations that change that list. */
export function useMyApplications() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.applications.mine.queryOptions());
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() });
  const remove = useMutation(
    trpc.applications.delete.mutationOptions({ onSettled: () => invalidate() }),
  );
  const removeAll = useMutation(
    trpc.applications.deleteAll.mutationOptions({ onSettled: () => invalidate() }),
  );
  return { list, remove, removeAll, invalidate };
}

export type MyApplication = NonNullable<
  ReturnType<typeof useMyApplications>['list']['data']
>[number];
