import { baseProcedure } from './init';
import { mapDomainErrors } from './middlewares/map-domain-errors';
import { rejectMalformedInput } from './middlewares/reject-malformed-input';
import { isAuthed } from './middlewares/is-authed';
import { requireManager, requireSuperAdmin } from './middlewares/is-manager';
import { hasOpenapiCredential } from './middlewares/has-openapi-credential';
import { hasDeviceToken } from './middlewares/has-device-token';
import { isOperator } from './middlewares/is-operator';

/** Visitors and everyone else. */
export const publicProcedure = baseProcedure.use(mapDomainErrors).use(rejectMalformedInput);
/** A logged-in user of a company; ctx.user and ctx.company are non-null. */
export const authedProcedure = publicProcedure.use(isAuthed);
/** Organisation or company administrators. */
export const managerProcedure = authedProcedure.use(requireManager);
/** Platform super administrators. */
export const superAdminProcedure = authedProcedure.use(requireSuperAdmin);
/** Open API callers authenticated by subscription key or signature; ctx.company is non-null. */
export const openapiProcedure = publicProcedure.use(hasOpenapiCredential);
/** A kiosk authenticated by its long device token; ctx.device is {companyId, projectId, deviceId}. */
export const deviceProcedure = publicProcedure.use(hasDeviceToken);
/** The platform operator's console (issue 27): its own cookie, never a company session. */
export const operatorProcedure = publicProcedure.use(isOperator);
