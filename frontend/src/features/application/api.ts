import { api } from '@/lib/api';
import type { ApplicationRequest, ApplicationResponse, LectureFee } from './types';

const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLectureFees: build.query<LectureFee[], number>({
      query: (lectureId) => `/lecture/fee/${lectureId}`,
    }),
    /** Also sets the httpOnly cookie that lets this browser start the payment. */
    submitApplication: build.mutation<ApplicationResponse, ApplicationRequest>({
      query: (body) => ({ url: '/lecture/application/data', method: 'POST', body }),
    }),
  }),
});

export const { useGetLectureFeesQuery, useSubmitApplicationMutation } = applicationApi;
