import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** « Mes tâches » (issue 27 item 1): computed by the server for the signed-in user, bounded per kind. */
export const myTasksQueryOptions = () => orpc.tasks.listMine.queryOptions();

export function useMyTasks() {
  return useQuery(myTasksQueryOptions());
}
