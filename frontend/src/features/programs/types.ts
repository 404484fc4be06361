export type Program = {
  id: number;
  title: string;
  target: string;
  structure: string;
  price: number;
  thumbnail: string;
  naver_url: string;
  inquiry: string;
};

export type ProgramImages = { files: string[] };
