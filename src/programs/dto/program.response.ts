import type { Program } from '../program.entity';

/** A program as the API shows it (spec §3). */
export interface ProgramResponse {
  id: number;
  title: string;
  target: string;
  structure: string;
  price: number;
  thumbnail: string;
  naver_url: string;
  inquiry: string;
}

export interface ProgramImagesResponse {
  files: string[];
}

export function toProgramResponse(program: Program): ProgramResponse {
  return {
    id: program.id,
    title: program.title,
    target: program.target,
    structure: program.structure,
    price: program.price,
    thumbnail: program.thumbnail,
    naver_url: program.naver_url,
    inquiry: program.inquiry,
  };
}
