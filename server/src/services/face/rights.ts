import { faceMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { customizeRightsOf } from '../accounts/current-user';
import { DomainError } from '../domain-error';

/**
 * The face entitlement (002 §6) is the hardware right (enableHardware, licence 23): recognition
 * greets people on the company's kiosks. Without it opening, enrolling and matching are refused.
 */
export async function requireFaceRight(db: Database, companyId: string) {
  const rights = await customizeRightsOf(db, companyId);
  if (!rights.enableHardware) throw DomainError.business(403, faceMessages.noFaceRight);
}
