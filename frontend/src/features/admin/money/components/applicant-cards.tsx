/**
 * The share (%) of a fitted applicants table that its long, cut columns (the lecture, the
 * e-mail, 참여 자녀) split between them. Below 100, the other columns get their one-line width
 * when the table has room for it (at 1280 px a lecture's applicants put 보기 beside the phone);
 * when it has not, they keep their narrowest and the cut columns take what is left.
 */
export const FILL_SHARE = 50;

/*
 * A phone's list of applications: a card per row, the person's name as the heading with the
 * row's 관리 menu beside it (core/components/row-cards.tsx).
 */
export {
  RowCard as ApplicantCard,
  RowCards as ApplicantCards,
  type CardFact,
} from '../../core/components/row-cards';
