import { api } from '@/lib/api';
import type {
  ApplicationRequest,
  ApplicationResponse,
  ConsentText,
  LectureFee,
  WaitlistOffer,
  WaitlistRequest,
  WaitlistResponse,
} from './types';

const applicationApi = api
  .enhanceEndpoints({ addTagTypes: ['LectureFees', 'Consents'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The courses with their seats left: asked again after an answer says one is full. */
      getLectureFees: build.query<LectureFee[], number>({
        query: (lectureId) => `/lecture/fee/${lectureId}`,
        providesTags: (_result, _error, lectureId) => [{ type: 'LectureFees', id: lectureId }],
        keepUnusedDataFor: 0,
      }),
      /** The consents the form shows now; asked again when the server says one has changed. */
      getConsents: build.query<ConsentText[], void>({
        query: () => '/consents',
        providesTags: ['Consents'],
      }),
      /** Also sets the httpOnly cookie that lets this browser start the payment. */
      submitApplication: build.mutation<ApplicationResponse, ApplicationRequest>({
        query: (body) => ({ url: '/lecture/application/data', method: 'POST', body }),
        invalidatesTags: (result, error, body) =>
          result?.state === -2
            ? [{ type: 'LectureFees', id: body.lectureId }]
            : // 409: a consent's text changed since the form was opened; show the new one.
              error && 'status' in error && error.status === 409
              ? ['Consents']
              : [],
      }),
      /** Also sets the guest proof cookie, so 내 정보 opens without a second lookup. */
      joinWaitlist: build.mutation<WaitlistResponse, WaitlistRequest>({
        query: (body) => ({ url: '/lecture/waitlist', method: 'POST', body }),
        // A refusal (a course has free seats again, say): show the seats as they are now.
        invalidatesTags: (_result, error, body) =>
          error ? [{ type: 'LectureFees', id: body.lectureId }] : [],
      }),
      /** 404: a tampered token; 410: expired, used or cancelled. Holds nothing by itself. */
      getWaitlistOffer: build.query<WaitlistOffer, string>({
        query: (token) => `/lecture/offer/${encodeURIComponent(token)}`,
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const {
  useGetLectureFeesQuery,
  useGetConsentsQuery,
  useSubmitApplicationMutation,
  useJoinWaitlistMutation,
  useGetWaitlistOfferQuery,
} = applicationApi;
