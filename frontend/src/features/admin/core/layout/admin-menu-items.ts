import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { koAdminCalendar } from '@/copy/ko-admin-calendar';
import { koAdminAudit } from '@/copy/ko-admin-audit';
import { koAdminContent } from '@/copy/ko-admin-content';
import { koAdminInquiries } from '@/copy/ko-admin-inquiries';
import { koAdminMenu } from '@/copy/ko-admin-menu';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { koAdminPrivacy } from '@/copy/ko-admin-privacy';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import type { AdminRole } from '../api';

export interface MenuEntry {
  to: string;
  /** The page's own name, so the entry and the page's title say the same. */
  label: string;
  /** The owner's pages: hidden from staff (the server refuses them their data anyway). */
  ownerOnly?: boolean;
}

export interface MenuGroup {
  key: keyof typeof koAdminMenu.groups;
  label: string;
  entries: MenuEntry[];
}

const g = koAdminMenu.groups;

/** 홈, above the groups: the back office's front page. */
export const MENU_HOME: MenuEntry = { to: adminPaths.home, label: koAdminMenu.home };

/**
 * Every page of the back office, in the group a centre's director looks for it in (issue 36).
 * A page reached from another (a lecture's form, one question) belongs to its list's entry.
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'lectures',
    label: g.lectures,
    entries: [
      { to: adminPaths.lectures, label: koAdmin.home.lectures },
      { to: adminPaths.programs, label: koAdminContent.programs.nav },
    ],
  },
  {
    key: 'applications',
    label: g.applications,
    entries: [
      { to: adminPaths.users, label: koAdmin.home.users },
      { to: adminPaths.overview, label: koAdmin.home.overview },
      { to: adminPaths.refundRequests, label: koAdminRefunds.nav, ownerOnly: true },
    ],
  },
  {
    key: 'board',
    label: g.board,
    entries: [
      { to: adminPaths.notices, label: koAdminNotices.nav },
      { to: adminPaths.inquiries, label: koAdminInquiries.nav },
    ],
  },
  {
    key: 'site',
    label: g.site,
    entries: [
      { to: adminPaths.site, label: koAdminContent.site.nav, ownerOnly: true },
      { to: adminPaths.messageTemplates, label: koAdmin.home.messageTemplates },
    ],
  },
  {
    key: 'people',
    label: g.people,
    entries: [
      { to: adminPaths.staff, label: koAdminStaff.nav, ownerOnly: true },
      { to: adminPaths.security, label: koAdminSecurity.nav },
      { to: adminPaths.audit, label: koAdminAudit.nav, ownerOnly: true },
      { to: adminPaths.privacyAccess, label: koAdmin.home.privacyAccess, ownerOnly: true },
      { to: adminPaths.privacyRequests, label: koAdminPrivacy.nav, ownerOnly: true },
    ],
  },
  {
    key: 'appointments',
    label: g.appointments,
    entries: [
      { to: adminPaths.appointments, label: koAdminCalendar.nav },
      { to: adminPaths.sessionPackages, label: koAdminCalendar.packages.nav },
      {
        to: adminPaths.appointmentTypes,
        label: koAdminAppointments.types.nav,
        ownerOnly: true,
      },
      { to: adminPaths.counsellors, label: koAdminAppointments.counsellors.nav },
      { to: adminPaths.closedDays, label: koAdminAppointments.closedDays.nav, ownerOnly: true },
    ],
  },
];

/**
 * The groups a role sees: the owner's pages only for the owner; while the role is unknown
 * (`undefined`) the menu is staff's, so an owner's entry never flashes up for staff.
 */
export function menuFor(role: AdminRole | undefined): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.ownerOnly || role === 'OWNER'),
  })).filter((group) => group.entries.length > 0);
}

/**
 * How an entry stands to the address: 'page' on its own page, 'true' on a page under it (a
 * lecture's form under 교육/특강 페이지 관리), else nothing. 홈 is only itself.
 */
export function currentOf(entry: MenuEntry, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === entry.to) return 'page';
  if (entry.to !== adminPaths.home && path.startsWith(`${entry.to}/`)) return 'true';
  return undefined;
}
