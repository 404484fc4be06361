import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'maeum:isPublic';

/**
 * Opens a controller or a handler to guests. Everything else needs an administrator's access
 * token (AdminAuthGuard is global): a route forgotten here is closed, not open.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
