/**
 * Korean strings of the admin area (/admin/...). A file of its own so that only the lazily
 * loaded admin pages download them. Wording follows /shared/ko-copy.md where it defines a text.
 */
export const koAdmin = {
  login: {
    title: '관리자 로그인',
    username: '아이디',
    password: '비밀번호',
    showPassword: '비밀번호 보기',
    hidePassword: '비밀번호 숨기기',
    autoLogin: '자동 로그인',
    submit: '로그인',
    submitting: '로그인하는 중...',
    missing: '아이디와 비밀번호를 입력해 주세요.',
    /** HTTP 401 */
    noAccount: '존재하지 않는 계정입니다.',
    /** HTTP 402 */
    wrongPassword: '비밀번호가 일치하지 않습니다.',
    /** anything else */
    failed: '오류가 발생했습니다. 관리자에게 문의해 주세요.',
  },
  logout: '로그아웃',
  checkingSession: '로그인 상태를 확인하는 중...',

  home: {
    title: '관리자 페이지',
    lectures: '교육/특강 페이지 관리',
    users: '신청자 관리',
  },

  lectureList: {
    title: '교육/특강 페이지 관리',
    newPost: '새 글 작성',
    edit: '수정',
    showApplicants: '신청자 보기',
    hideApplicants: '닫기',
    delete: '삭제',
    loading: '불러오는 중...',
  },

  form: {
    createTitle: '강의 생성',
    editTitle: '강의 수정',
    labels: {
      title: '강의명',
      instructor: '강사',
      regPeriod: '접수기간',
      lecPeriod: '강의기간',
      inquiry: '문의처',
      organizer: '주최',
      content: '내용',
    },
    feeTable: '세부 강의 요금',
    feeType: '강의명(날짜 포함)',
    feeAmount: '금액(원)',
    image: '사진 첨부',
    create: '생성하기',
    update: '수정하기',
    editorPlaceholder: '내용을 입력해 주세요.',
    /** Labels listed by the missing-fields alert, in this order. */
    requiredLabels: {
      title: '강의명',
      instructor_name: '강사',
      reg_period_start: '접수 시작일',
      reg_period_end: '접수 종료일',
      lec_period_start: '강의 시작일',
      lec_period_end: '강의 종료일',
      inquiry: '문의처',
      organizer: '주최',
    },
    missingFields: (labels: string[]) => `다음 항목을 입력해 주세요: ${labels.join(', ')}`,
    created: '강의가 생성되었습니다.',
    updated: '강의가 수정되었습니다.',
    nothingChanged: '변경된 내용이 없습니다.',
    noAttachment: '첨부 파일이 없습니다. 파일을 등록해 주세요.',
    createFailed: '강의 생성에 실패했습니다.',
    updateFailed: '강의 수정에 실패했습니다.',
    loadFailed: '강의 정보를 불러오지 못했습니다.',
    loading: 'Loading...',
  },

  applicants: {
    columns: {
      lectureTitle: '강의명',
      paymentStatus: '결제 상태',
      totalFee: '총 금액',
      fees: '선택 강의',
    },
  },

  paymentStatus: {
    Y: '결제 완료',
    W: '입금 대기',
    N: '미결제',
  } as Record<string, string>,
} as const;
