import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKey } from './get-users';

/** Every change to a user refreshes the list, so badges and dates show what the server stored. */
export function useUserMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}
