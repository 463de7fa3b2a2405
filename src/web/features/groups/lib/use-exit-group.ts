import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { groupKey, groupsKey } from '../../../lib/groups-keys';

/**
 * A change after which the group is no longer the caller's to see (deleted, or left): on success its cached copy goes,
 * the list refetches, `done` is toasted and the screen goes back to the groups; a refusal reaches `onRefused` (the
 * server's words, shown on the screen once the question closes). `close` shuts the question either way.
 */
export function useExitGroup({
  groupId,
  run,
  done,
  onRefused,
  close,
}: {
  groupId: string;
  run: () => Promise<unknown>;
  done: string;
  onRefused: (error: unknown) => void;
  close: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: run,
    onMutate: () => onRefused(null),
    onSuccess: () => {
      close();
      queryClient.removeQueries({ queryKey: groupKey(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupsKey, exact: true });
      toast({ title: done });
      void navigate('/app/groups');
    },
    onError: (error) => {
      close();
      onRefused(error);
    },
  });
}
