import { visibleText } from '../lib/visible-text';

/** 공지사항 관리 in the back office (issue 20): the list and the form, loaded with those pages. */
export const koAdminNotices = {
  nav: '공지사항 관리',
  list: {
    title: '공지사항 관리',
    caption: '공지사항 목록 (고정 먼저, 최신순)',
    newPost: '새 공지 작성',
    empty: '아직 공지사항이 없습니다.',
    columns: {
      title: '제목',
      status: '상태',
      publishedAt: '게시일',
      updatedAt: '최종 수정',
      actions: '관리',
    },
    pinned: '고정',
    published: '게시',
    draft: '임시저장',
    edit: '수정',
    editLabel: (title: string) => `${title} 수정`,
    delete: '삭제',
    deleteLabel: (title: string) => `${title} 삭제`,
    confirmDeleteTitle: '공지사항 삭제',
    confirmDelete: (title: string) =>
      `'${visibleText(title)}' 공지사항을 삭제할까요? 삭제하면 되돌릴 수 없습니다.`,
    confirmDeleteButton: '삭제하기',
    cancel: '취소',
    deleting: '삭제 중...',
    deleteFailed: '공지사항 삭제에 실패했습니다.',
  },
  form: {
    createTitle: '새 공지 작성',
    editTitle: '공지사항 수정',
    backToList: '목록으로',
    loading: '공지사항을 불러오는 중...',
    loadFailed: '공지사항 정보를 불러오지 못했습니다.',
    title: '제목',
    titleMissing: '제목을 입력해 주세요.',
    body: '내용',
    pinned: '상단 고정',
    pinnedHint: '고정한 공지는 목록 맨 위에 (고정) 표시와 함께 보입니다.',
    /** Where the notice stands now, above the two buttons. */
    stateNow: (published: boolean) =>
      published
        ? '지금 사이트에 게시 중입니다.'
        : '지금은 임시저장 상태로, 사이트에 보이지 않습니다.',
    publish: '게시하기',
    saveDraft: '임시저장',
    savePublished: '수정 내용 게시하기',
    unpublish: '게시 내리고 임시저장',
    actionsHint: '게시하면 사이트에 바로 보입니다. 임시저장은 사이트에 보이지 않습니다.',
    saving: '저장하는 중...',
    createFailed: '공지사항 등록에 실패했습니다.',
    updateFailed: '공지사항 수정에 실패했습니다.',
    nothingChanged: '변경된 내용이 없습니다.',
    editorLoading: '편집기를 불러오는 중...',
  },
} as const;
