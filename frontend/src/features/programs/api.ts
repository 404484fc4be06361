import { api } from '@/lib/api';
import type { Program, ProgramImages } from './types';

const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrograms: build.query<Program[], void>({
      query: () => '/program/list',
      providesTags: (result) => [
        { type: 'Program', id: 'LIST' },
        ...(result ?? []).map((program) => ({ type: 'Program' as const, id: program.id })),
      ],
    }),
    getProgram: build.query<Program, number>({
      query: (id) => `/program/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Program', id }],
    }),
    getProgramImages: build.query<ProgramImages, number>({
      query: (id) => `/program/images/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Program', id }],
    }),
  }),
});

export const { useGetProgramsQuery, useGetProgramQuery, useGetProgramImagesQuery } = programsApi;
