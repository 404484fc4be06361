import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { OverviewFigures, OverviewResponse } from './dto/overview.response';

const FIGURE_HEADERS = [
  '신청',
  '결제',
  '입금 대기',
  '환불',
  '결제 금액(원)',
  '환불 금액(원)',
  '순매출(원)',
];

const text = (value: string) => ({ type: String, value });
const number = (value: number) => ({ type: Number, value });
const header = (value: string) => ({ type: String, value, fontWeight: 'bold' as const });

function figures(row: OverviewFigures) {
  return [
    number(row.applications),
    number(row.paid),
    number(row.awaitingDeposit),
    number(row.refunded),
    number(row.paidAmount),
    number(row.refundedAmount),
    number(row.netRevenue),
  ];
}

/**
 * The overview as an Excel workbook: the lectures' figures with their total, and the days. Korean
 * as it is (the format is UTF-8 XML), amounts as numbers so the centre's accountant can sum them.
 */
export async function overviewWorkbook(overview: OverviewResponse): Promise<Buffer> {
  const lectures: SheetData = [
    [text(`${overview.title} 현황`)],
    [
      header('강의'),
      ...FIGURE_HEADERS.map(header),
      header('정원'),
      header('결제 좌석'),
      header('폐강'),
    ],
    ...overview.lectures.map((row) => [
      text(row.title),
      ...figures(row),
      row.capacity === null ? text('제한 없음') : number(row.capacity),
      number(row.seatsTaken),
      text(row.cancelled ? '폐강' : ''),
    ]),
    [header('합계'), ...figures(overview.totals)],
  ];
  const days: SheetData = [
    [header('날짜'), header('신청'), header('순매출(원)')],
    ...overview.days.map((day) => [
      text(day.date),
      number(day.applications),
      number(day.netRevenue),
    ]),
  ];
  return writeXlsxFile([
    {
      data: lectures,
      sheet: '강의별',
      columns: [{ width: 36 }, ...FIGURE_HEADERS.map(() => ({ width: 14 }))],
    },
    { data: days, sheet: '일별', columns: [{ width: 14 }, { width: 10 }, { width: 16 }] },
  ]).toBuffer();
}

/** The download's name: the month or the lecture it covers. */
export function overviewFileName(overview: OverviewResponse): {
  fileName: string;
  fallbackName: string;
} {
  const what = overview.month ?? `강의${overview.lectureId}`;
  return {
    fileName: `현황_${what}.xlsx`,
    fallbackName: `overview_${overview.month ?? `lecture${overview.lectureId}`}.xlsx`,
  };
}
