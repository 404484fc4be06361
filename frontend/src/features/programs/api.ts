import { usePublicQuery } from '@/lib/public-data';
import type { Program, ProgramImages } from './types';

export const useGetProgramsQuery = () => usePublicQuery<Program[]>('/program/list');

/** `id` undefined asks nothing. */
export const useGetProgramQuery = (id: number | undefined) =>
  usePublicQuery<Program>(id === undefined ? undefined : `/program/${id}`);

export const useGetProgramImagesQuery = (id: number) =>
  usePublicQuery<ProgramImages>(`/program/images/${id}`);
