import type { Schema } from '@shared/contract/schema';

export type Program = Schema<'ProgramResponse'>;

export type ProgramImages = Schema<'ProgramImagesResponse'>;
