import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationListResponse,
  NotificationReach,
  NotificationOverview,
  NotificationRecord,
  NotificationType,
  NotificationUpsertRequest,
} from '@bacheca/domain';
import { deliveryKeys } from '../../../components/notification-delivery';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import type { NotificationsSearch } from '../search';

export type NotificationList = NotificationListResponse;

export const notificationsKeys = {
  all: ['notifications'] as const,
  overview: () => [...notificationsKeys.all, 'overview'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (type: NotificationType, search: NotificationsSearch) => [...notificationsKeys.lists(), type, search] as const,
  detail: (type: NotificationType, id: number) => [...notificationsKeys.all, 'detail', type, id] as const,
  reach: (type: NotificationType, id: number, pendingPage?: number) =>
    [...notificationsKeys.all, 'reach', type, id, pendingPage ?? 0] as const,
};

/** GET /notifications/{type}/{id}/reach, with a page of the outlets still to read it when `pendingPage` is given. */
export const notificationReachQueryOptions = (type: NotificationType, id: number, pendingPage?: number) =>
  queryOptions({
    queryKey: notificationsKeys.reach(type, id, pendingPage),
    queryFn: ({ signal }) =>
      api.get<NotificationReach>(
        `/notifications/${type}/${id}/reach${pendingPage ? toQueryString({ pending: 'true', page: pendingPage, pageSize: 25 }) : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /notifications: counts, active per scope, the active and the next scheduled. */
export const notificationsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.overview(),
    queryFn: ({ signal }) => api.get<NotificationOverview>('/notifications', { signal }),
  });

/** GET /notifications/{type} with the URL's filters, sort and page. */
export const notificationsListQueryOptions = (type: NotificationType, search: NotificationsSearch) =>
  queryOptions({
    queryKey: notificationsKeys.list(type, search),
    queryFn: ({ signal }) =>
      api.get<NotificationList>(
        `/notifications/${type}${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /notifications/{type}/{id}. */
export const notificationQueryOptions = (type: NotificationType, id: number) =>
  queryOptions({
    queryKey: notificationsKeys.detail(type, id),
    queryFn: ({ signal }) => api.get<NotificationRecord>(`/notifications/${type}/${id}`, { signal }),
  });

/** POST /notifications/{type} or PUT /notifications/{type}/{id} (with the version read). */
export function useSaveNotification(type: NotificationType, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationUpsertRequest) =>
      id == null
        ? api.post<NotificationRecord>(`/notifications/${type}`, body)
        : api.put<NotificationRecord>(`/notifications/${type}/${id}`, body),
    meta: { silent: true },
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKeys.detail(type, saved.id) }),
        queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationsKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      ]);
    },
  });
}

/** DELETE /notifications/{type}/{id}. */
export function useDeleteNotification(type: NotificationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true; message: string }>(`/notifications/${type}/${id}`),
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationsKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      ]);
    },
  });
}
