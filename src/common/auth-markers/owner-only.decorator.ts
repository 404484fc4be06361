import { SetMetadata } from '@nestjs/common';

export const OWNER_ONLY = 'maeum:ownerOnly';

export const OWNER_ONLY_REFUSED = '권한이 없습니다. 대표 관리자만 사용할 수 있는 기능입니다.';

/**
 * Keeps a controller or a handler to the owner (issue 20): staff get 403. The global guard reads
 * the role from the account on every request, so a deactivation or a role change counts at once.
 * Without it a route is open to every signed-in account, owner and staff.
 */
export const OwnerOnly = () => SetMetadata(OWNER_ONLY, true);
