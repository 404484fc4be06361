import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../../core/api';

export type BroadcastDraft = Schema<'LectureBroadcastDraftDto'>;
export type BroadcastSend = Schema<'SendLectureBroadcastDto'>;
export type BroadcastPreview = Schema<'LectureBroadcastPreview'>;
export type BroadcastSent = Schema<'LectureBroadcastSent'>;

/** 수강생에게 메시지 보내기 (issue 36): count and preview, then send once. */
const broadcastApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    previewBroadcast: build.mutation<BroadcastPreview, { lectureId: number; body: BroadcastDraft }>(
      {
        queryFn: ({ lectureId, body }, queryApi, extra) =>
          viaAdmin<BroadcastPreview>({
            url: `/admin/lecture/${lectureId}/broadcast/preview`,
            method: 'POST',
            body,
          })(queryApi, extra),
      },
    ),
    sendBroadcast: build.mutation<BroadcastSent, { lectureId: number; body: BroadcastSend }>({
      queryFn: ({ lectureId, body }, queryApi, extra) =>
        viaAdmin<BroadcastSent>({
          url: `/admin/lecture/${lectureId}/broadcast`,
          method: 'POST',
          body,
        })(queryApi, extra),
    }),
  }),
});

export const { usePreviewBroadcastMutation, useSendBroadcastMutation } = broadcastApi;
