import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import type { Program, ProgramImages } from './types';

export const useGetProgramsQuery = () => usePublicQuery<Program[]>(publicReads.programs());

/** `id` undefined asks nothing. */
export const useGetProgramQuery = (id: number | undefined) =>
  usePublicQuery<Program>(id === undefined ? undefined : publicReads.program(id));

export const useGetProgramImagesQuery = (id: number) =>
  usePublicQuery<ProgramImages>(publicReads.programImages(id));
